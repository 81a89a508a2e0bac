import { useState } from 'react';
import type { Video } from '@video/domain';
import { routes } from '@video/routes';
import { useNavigate } from 'react-router-dom';
import { CategoryRanking } from './category-ranking';
import { PageviewRanking } from './pageview-ranking';
import { RankingFrame, type RankingPart } from './ranking-frame';

/**
 * The ranking both /rank and Find's 排行 show: the category ranking (`/api/rank`) and the
 * pageview ranking of a period (`/api/rank/pageviews/{period}`), one at a time. Tapping a row
 * opens the player.
 */
export function RankingView() {
  const navigate = useNavigate();
  const [part, setPart] = useState<RankingPart>('category');
  const open = (video: Video) => navigate(routes.playVideo.href(video));

  return (
    <RankingFrame part={part} onPartChange={setPart}>
      {part === 'category' ? <CategoryRanking onOpen={open} /> : <PageviewRanking onOpen={open} />}
    </RankingFrame>
  );
}
