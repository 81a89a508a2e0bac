import { type FindTab, FIND_TABS, format } from '@video/domain';

const LABELS: Record<FindTab, string> = {
  artist: format('find.artist'),
  rank: format('find.rank'),
  tags: format('find.tags'),
};

/** The sub-tabs of 发现 with their labels, in order; each is at its own address (`/find/artist` …). */
export const FIND_TAB_LABELS: readonly { readonly id: FindTab; readonly name: string }[] =
  FIND_TABS.map((id) => ({ id, name: LABELS[id] }));
