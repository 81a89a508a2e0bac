import { format } from '@video/domain';
import type { FindTab } from '@video/storage';

/** The sub-tabs of /find, each at its own address (`/find/artist` …). */
export type { FindTab };

/** The sub-tab /find opens the first time: 排行. */
export const DEFAULT_FIND_TAB: FindTab = 'rank';

export const FIND_TABS: readonly { readonly id: FindTab; readonly name: string }[] = [
  { id: 'artist', name: format('find.artist') },
  { id: 'rank', name: format('find.rank') },
  { id: 'tags', name: format('find.tags') },
];

/** The sub-tab a path segment names, or null for anything else. */
export function parseFindTab(text: string | null | undefined): FindTab | null {
  return FIND_TABS.find(({ id }) => id === text)?.id ?? null;
}

/** The address of a sub-tab. */
export const findPath = (tab: FindTab) => `/find/${tab}`;

/** The sub-tab a `/find/<tab>` address names; null for /find itself or an unknown one. */
export const tabAt = (pathname: string) => parseFindTab(/^\/find\/([^/]+)\/?$/.exec(pathname)?.[1]);
