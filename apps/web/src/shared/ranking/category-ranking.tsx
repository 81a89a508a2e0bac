import { useCallback, useMemo } from 'react';
import {
  ALL_CATEGORY_ID,
  deviceClass,
  type ListRequest,
  swipeThreshold,
  type Video,
} from '@video/domain';
import { rankApi, useGetCategoriesQuery } from '@video/api-client/react';
import { CategoryTabs } from '@video/ui';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { selectClientWidth } from '../../core/store/session-slice';
import { usePagedList } from '../use-paged-list';
import { RankingList } from './ranking-list';
import { rankingTabs } from './ranking-tabs';

/** `/api/rank` ranks by views whatever is asked; the list state still wants an order. */
const RANK_ORDER = 'hot';

/** The ranking of one category (全部 by default), paged as the visitor scrolls. */
export function CategoryRanking({ onOpen }: { readonly onOpen: (video: Video) => void }) {
  const appDispatch = useAppDispatch();
  const { data: categories } = useGetCategoriesQuery();
  const tabs = useMemo(() => rankingTabs(categories ?? []), [categories]);
  const visibleTabs = swipeThreshold(deviceClass(useAppSelector(selectClientWidth)));

  const fetchPage = useCallback(
    ({ typeId, page }: ListRequest) =>
      appDispatch(
        rankApi.endpoints.getRanking.initiate({ typeId, page }, { subscribe: false }),
      ).unwrap(),
    [appDispatch],
  );
  const { state, dispatch } = usePagedList<Video>(fetchPage, {
    typeId: ALL_CATEGORY_ID,
    orderby: RANK_ORDER,
  });

  return (
    <>
      <CategoryTabs
        tabs={tabs}
        active={state.query.typeId}
        onChange={(typeId) => dispatch({ type: 'queryChanged', typeId })}
        label="分类"
        visibleCount={visibleTabs}
      />
      <RankingList
        videos={state.items}
        status={state.status}
        onOpen={onOpen}
        onRetry={() => dispatch({ type: 'retry' })}
        onEndReached={() => dispatch({ type: 'nextPageRequested' })}
      />
    </>
  );
}
