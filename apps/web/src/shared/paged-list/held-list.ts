import {
  type Identified,
  initialListState,
  type ListEvent,
  type ListFilter,
  listReducer,
  type ListState,
  type Page,
} from '@video/domain';

/**
 * The list state's category and sort go unused: a list's arguments (from the address, a tab, a
 * tag) decide what it shows, and a change of arguments starts it over.
 */
const NO_FILTER: ListFilter = { typeId: 0, orderby: 'new' };

/** A loaded page as the cache holds it, and as the list shows it. */
export interface ShownPage<Item, T> {
  readonly page: number;
  readonly cached: Page<Item>;
  readonly shown: Page<T>;
}

/** What a paged list holds: the domain's list state and the pages its items came from. */
export interface Held<Item, T extends Identified> {
  /** The arguments (and restart key) the list is for. */
  readonly identity: string;
  readonly list: ListState<T>;
  /** The pages whose items the list shows, in order: their cache entries are followed. */
  readonly pages: readonly ShownPage<Item, T>[];
}

/**
 * A list event of the screen; new arguments; a page answered for a request; pages whose cache
 * entries changed (refetched after an invalidation, or patched).
 */
export type HeldAction<Item, T extends Identified> =
  | { readonly type: 'event'; readonly event: ListEvent<T> }
  | { readonly type: 'restart'; readonly identity: string }
  | { readonly type: 'loaded'; readonly requestId: number; readonly page: ShownPage<Item, T> }
  | {
      readonly type: 'cacheChanged';
      readonly identity: string;
      readonly pages: ReadonlyMap<number, ShownPage<Item, T>>;
    };

/** A list for `identity` that has loaded nothing yet. */
export function initialHeld<Item, T extends Identified>(identity: string): Held<Item, T> {
  return { identity, list: initialListState<T>(NO_FILTER), pages: [] };
}

/** The domain's list reducer, plus the pages its items came from. */
export function heldReducer<Item, T extends Identified>(
  held: Held<Item, T>,
  action: HeldAction<Item, T>,
): Held<Item, T> {
  switch (action.type) {
    case 'event':
      return withList(held, listReducer(held.list, action.event));
    case 'restart':
      return {
        ...withList(held, listReducer(held.list, { type: 'reset', filter: NO_FILTER })),
        identity: action.identity,
      };
    case 'loaded': {
      const list = listReducer(held.list, {
        type: 'pageLoaded',
        requestId: action.requestId,
        page: action.page.shown,
      });
      if (list === held.list) return held;
      // Page 1 (first load, refresh) or the first page after a jump replaces; others append.
      const replaces = held.list.query.page === 1 || held.pages.length === 0;
      return { ...held, list, pages: replaces ? [action.page] : [...held.pages, action.page] };
    }
    case 'cacheChanged': {
      if (action.identity !== held.identity) return held;
      const pages = held.pages.map((page) => action.pages.get(page.page) ?? page);
      const list = listReducer(held.list, {
        type: 'pagesChanged',
        pages: pages.map((page) => page.shown),
      });
      return list === held.list ? held : { ...held, list, pages };
    }
  }
}

/** A cleared list shows no page. */
function withList<Item, T extends Identified>(
  held: Held<Item, T>,
  list: ListState<T>,
): Held<Item, T> {
  if (list === held.list) return held;
  return { ...held, list, pages: list.items.length === 0 ? [] : held.pages };
}
