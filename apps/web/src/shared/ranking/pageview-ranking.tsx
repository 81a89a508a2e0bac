import { useState } from 'react';
import { DEFAULT_RANK_PERIOD, type ListStatus, type RankPeriod, type Video } from '@video/domain';
import { useGetPageviewRankingQuery } from '@video/api-client/react';
import { CategoryTabs } from '@video/ui';
import { RankingList } from './ranking-list';
import { RANK_PERIOD_TABS } from './ranking-tabs';

/** The most viewed videos of the day, week or month: one short list, no paging. */
export function PageviewRanking({ onOpen }: { readonly onOpen: (video: Video) => void }) {
  const [period, setPeriod] = useState<RankPeriod>(DEFAULT_RANK_PERIOD);
  // currentData: while another period loads, the last period's rows must not stand in for it.
  const { currentData, isError, refetch } = useGetPageviewRankingQuery(period);
  const status: ListStatus = currentData ? 'finished' : isError ? 'error' : 'loading';

  return (
    <>
      <CategoryTabs
        tabs={RANK_PERIOD_TABS}
        active={period}
        onChange={setPeriod}
        label="榜单周期"
        visibleCount={RANK_PERIOD_TABS.length}
      />
      <RankingList
        videos={currentData ?? []}
        status={status}
        onOpen={onOpen}
        onRetry={() => void refetch()}
      />
    </>
  );
}
