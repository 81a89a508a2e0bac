import { useState } from 'react';
import { playVideoPath, type Video } from '@video/domain';
import { CategoryTabs } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { CategoryRanking } from './category-ranking';
import { PageviewRanking } from './pageview-ranking';
import styles from './ranking-view.module.css';

type RankingPart = 'category' | 'pageviews';

const PARTS: readonly { readonly id: RankingPart; readonly name: string }[] = [
  { id: 'category', name: '热门排行' },
  { id: 'pageviews', name: '播放排行' },
];

/**
 * The ranking both /rank and Find's 排行 show: the category ranking (`/api/rank`) and the
 * pageview ranking of a period (`/api/rank/pageviews/{period}`), one at a time. Tapping a row
 * opens the player.
 */
export function RankingView() {
  const navigate = useNavigate();
  const [part, setPart] = useState<RankingPart>('category');
  const open = (video: Video) => navigate(playVideoPath(video.id));

  return (
    <section className={styles.ranking} aria-label="排行">
      <div className={styles.controls}>
        <CategoryTabs
          variant="segmented"
          tabs={PARTS}
          active={part}
          onChange={setPart}
          label="榜单类型"
        />
      </div>
      {part === 'category' ? <CategoryRanking onOpen={open} /> : <PageviewRanking onOpen={open} />}
    </section>
  );
}
