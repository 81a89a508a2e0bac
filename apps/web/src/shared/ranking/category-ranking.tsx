import { useMemo, useState } from 'react';
import { ALL_CATEGORY_ID, deviceClass, swipeThreshold, type Video } from '@video/domain';
import { rankApi, useGetCategoriesQuery } from '@video/api-client/react';
import { CategoryTabs } from '@video/ui';
import { useAppSelector } from '../../core/store/hooks';
import { selectClientWidth } from '../../core/store/session-slice';
import { usePagedList } from '../paged-list';
import { RankingList } from './ranking-list';
import { rankingTabs } from './ranking-tabs';

/** The ranking of one category (全部 by default), paged as the visitor scrolls. */
export function CategoryRanking({ onOpen }: { readonly onOpen: (video: Video) => void }) {
  const [typeId, setTypeId] = useState(ALL_CATEGORY_ID);
  const { data: categories } = useGetCategoriesQuery();
  const tabs = useMemo(() => rankingTabs(categories ?? []), [categories]);
  const visibleTabs = swipeThreshold(deviceClass(useAppSelector(selectClientWidth)));

  // Another tab is another list, from its page 1.
  const { items, footer } = usePagedList(rankApi.endpoints.getRanking, { typeId });

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
