import { useMemo, useState } from 'react';
import { deviceClass, swipeThreshold, type Video } from '@video/domain';
import { useArrivalQuery } from '@video/api-client/react';
import { CategoryTabs } from '@video/ui';
import { categories as categoriesCall, FIRST_RANKING, rankingFirstPage } from '@video/routes';
import { useAppSelector } from '../../core/store/hooks';
import { selectClientWidth } from '../../core/store/session-slice';
import { usePagedArrival } from '../paged-list';
import { RankingList } from './ranking-list';
import { rankingTabs } from './ranking-tabs';

/** The ranking of one category (全部 first), paged as the visitor scrolls. */
export function CategoryRanking({ onOpen }: { readonly onOpen: (video: Video) => void }) {
  const [typeId, setTypeId] = useState(FIRST_RANKING.args.typeId);
  const { data: categories } = useArrivalQuery(categoriesCall);
  const tabs = useMemo(() => rankingTabs(categories ?? []), [categories]);
  const visibleTabs = swipeThreshold(deviceClass(useAppSelector(selectClientWidth)));

  // Another tab is another list, from its page 1.
  const { items, footer } = usePagedArrival(rankingFirstPage(typeId));

  return (
    <>
      <CategoryTabs
        tabs={tabs}
        active={typeId}
        onChange={setTypeId}
        label="分类"
        visibleCount={visibleTabs}
      />
      <RankingList videos={items} {...footer} onOpen={onOpen} />
    </>
  );
}
