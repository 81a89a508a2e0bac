import { ALL_CATEGORY_ID, LIST_COVER_RATIO, swipeThreshold } from '@video/domain';
import { CategoryTabs, RowSkeleton } from '@video/ui';
import { RankingFrame } from './ranking-frame';
import { rankingTabs } from './ranking-tabs';
import { ignore } from '../ignore';

/**
 * The ranking as it first shows, before its categories and rows arrive: 热门排行 with 全部, and
 * rows of skeletons, the first cover the lead image's box. The outline index.html paints for the
 * ranking is this; `RankingView`'s first render draws the same (a test holds them together).
 */
export function RankingOutline() {
  return (
    <RankingFrame part="category" onPartChange={ignore}>
      <CategoryTabs
        tabs={rankingTabs([])}
        active={ALL_CATEGORY_ID}
        onChange={ignore}
        label="分类"
        visibleCount={swipeThreshold('phone')}
      />
      <RowSkeleton ratio={LIST_COVER_RATIO} lead />
    </RankingFrame>
  );
}
