import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  type Identified,
  type ListEvent,
  listPages,
  type ListStatus,
  type Page,
  pendingRequest,
} from '@video/domain';
import { useAppDispatch, useAppStore } from '../../core/store/hooks';
import type { RootState } from '../../core/store/make-store';
import { heldReducer, initialHeld, type ShownPage } from './held-list';

/** What every paged endpoint takes besides its own arguments. */
interface PageArg {
  readonly page: number;
}

/** One page asked of an api: settles with the page, and holds its cache entry until unsubscribed. */
interface PageRequest<Item> {
  unwrap(): Promise<Page<Item>>;
  unsubscribe(): void;
}

/** A query endpoint of the apis whose argument names a page and whose answer is a {@link Page}. */
export interface PageEndpoint<A extends PageArg, Item> {
  initiate(
    arg: A,
    options: { readonly subscribe: boolean; readonly forceRefetch: boolean | number },
  ): ThunkAction<PageRequest<Item>, RootState, unknown, UnknownAction>;
  select(arg: NoInfer<A>): (state: RootState) => { readonly data?: Page<Item> };
}

/**
 * How old a fresh list's first page may be on the list's very first load: one the app's first
 * calls fetched from the server while the app started is taken, not fetched a second time.
 */
export const JUST_FETCHED_SECONDS = 10;

/** How a pull-to-refresh ended: page 1 arrived, or its request failed (the old items stay). */
export type RefreshOutcome = 'loaded' | 'failed';

export interface PagedListOptions {
  /**
   * Every page from the server, never from the cache: for lists that change while the visitor
   * looks (pull-to-refresh must show what is new).
   */
  readonly fresh?: boolean;
  /** A new value starts the list over from page 1 even if its arguments are the same. */
  readonly restartKey?: string;
}

export interface PagedList<T extends Identified> {
  readonly items: readonly T[];
  readonly status: ListStatus;
  /** The page of the latest request: what the page slider shows and a reload asks again. */
  readonly page: number;
  /** Pages as far as the last response told (for the page slider). */
  readonly pages: number;
  /** How many items the server has, as the last response told; 0 before one. */
  readonly total: number;
  /** Infinite scroll reached the end: the next page, when there is one and nothing is loading. */
  readonly loadMore: () => void;
  /** 'Request failed, tap to reload': the failed page again. */
  readonly retry: () => void;
  /** The page slider: the list cleared and that page loaded, later pages appended to it. */
  readonly jumpTo: (page: number) => void;
  /** Pull-to-refresh: page 1 again, the old items shown until it arrives; settles when it has. */
  readonly refresh: () => Promise<RefreshOutcome>;
  /**
   * What a list view (`InfiniteList`, `VideoGrid`, `RankingList`) needs to show the list's end:
   * its status, infinite scroll and the reload after a failure — spread onto the view.
   */
  readonly footer: ListFooterProps;
}

/** The props by which a list view shows, and acts on, the end of a paged list. */
export interface ListFooterProps {
  readonly status: ListStatus;
  readonly onEndReached: () => void;
  readonly onRetry: () => void;
}

/**
 * Every paged list of the app: `endpoint`'s pages for `args`, driven by the domain's list
 * reducer (infinite scroll, reload after a failure, the page slider, pull-to-refresh). The hook
 * asks the endpoint for the page the state wants and reports the answer; responses of superseded
 * requests are ignored by the reducer, and a view hidden by keep-alive drops its in-flight result
 * and asks again when shown.
 *
 * The arguments are the list's filter: a change (compared by value) starts the list over from
 * page 1. While shown, the list holds the cache entries of its pages and follows them: when a
 * mutation invalidates them (tags) or patches them, the list shows them as they are now.
 */
export function usePagedList<A extends PageArg, T extends Identified>(
  endpoint: PageEndpoint<A, T>,
  args: Omit<A, 'page'>,
  options?: PagedListOptions,
): PagedList<T>;
/** The same for items without a numeric id: `toItem` gives each the id the list keeps them by. */
export function usePagedList<A extends PageArg, Item, T extends Identified>(
  endpoint: PageEndpoint<A, Item>,
  args: Omit<A, 'page'>,
  options: PagedListOptions & { readonly toItem: (item: Item) => T },
): PagedList<T>;
export function usePagedList<A extends PageArg, Item, T extends Identified>(
  endpoint: PageEndpoint<A, Item>,
  args: Omit<A, 'page'>,
  options: PagedListOptions & { readonly toItem?: (item: Item) => T } = {},
): PagedList<T> {
  const { fresh = false, restartKey, toItem } = options;
  const appDispatch = useAppDispatch();
  const store = useAppStore();
  const identity = JSON.stringify([args, restartKey ?? null]);
  const [held, dispatch] = useReducer(heldReducer<Item, T>, identity, initialHeld<Item, T>);
  // New arguments start over in this render, so the old list never paints under the new filter.
  if (held.identity !== identity) dispatch({ type: 'restart', identity });

  const argFor = (page: number) => ({ ...args, page }) as A;
  const shownPage = (page: number, cached: Page<Item>): ShownPage<Item, T> => ({
    page,
    cached,
    shown: toItem ? { ...cached, items: cached.items.map(toItem) } : (cached as unknown as Page<T>),
  });

  useEffect(() => dispatch({ type: 'event', event: { type: 'started' } }), []);

  const request = pendingRequest(held.list);
  const requestId = request?.requestId ?? null;
  const requestPage = request?.page ?? null;
  const firstLoad = useRef(true);
  const fetchPage = useEffectEvent((id: number, page: number) => {
    const arg = argFor(page);
    let current = true;
    // A fresh list asks the server every time, but for its first page on mount (see above): a
    // restart, a later page or a pull-to-refresh never takes the cache's, which a kept-alive
    // list meets at an old scroll offset.
    const forceRefetch = !fresh ? false : firstLoad.current ? JUST_FETCHED_SECONDS : true;
    firstLoad.current = false;
    appDispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch }))
      .unwrap()
      .then(
        (answer) => {
          if (!current) return;
          // The cache's copy of the page: the one its later changes are compared with.
          const cached = endpoint.select(arg)(store.getState()).data ?? answer;
          dispatch({ type: 'loaded', requestId: id, page: shownPage(page, cached) });
        },
        () => current && dispatch({ type: 'event', event: { type: 'pageFailed', requestId: id } }),
      );
    return () => {
      current = false;
    };
  });
  useEffect(() => {
    if (requestId === null || requestPage === null) return;
    return fetchPage(requestId, requestPage);
  }, [requestId, requestPage]);

  // Holding the entries keeps them cached and refetched when invalidated; entries the cache has
  // let go of (a view hidden for long) are not asked again, so a view shown again sends nothing.
  const holdPages = useEffectEvent(() => {
    const state = store.getState();
    return held.pages
      .filter(({ page }) => endpoint.select(argFor(page))(state).data !== undefined)
      .map(({ page }) =>
        appDispatch(endpoint.initiate(argFor(page), { subscribe: true, forceRefetch: false })),
      );
  });
  const followCache = useEffectEvent(() => {
    const state = store.getState();
    const changed = new Map<number, ShownPage<Item, T>>();
    for (const { page, cached } of held.pages) {
      const now = endpoint.select(argFor(page))(state).data;
      if (now && now !== cached) changed.set(page, shownPage(page, now));
    }
    if (changed.size > 0)
      dispatch({ type: 'cacheChanged', identity: held.identity, pages: changed });
  });
  const heldPages = `${held.identity}:${held.pages.map(({ page }) => page).join()}`;
  useEffect(() => {
    const holds = holdPages();
    return () => {
      for (const hold of holds) hold.unsubscribe();
    };
  }, [heldPages]);
  // Also offered once a request has landed: a change met while it was in flight waited for it.
  const settled = held.list.status !== 'loading' && held.list.status !== 'refreshing';
  useEffect(() => {
    followCache();
    return store.subscribe(() => followCache());
  }, [heldPages, settled, store]);

  const { status } = held.list;
  const settleRefresh = useRef<((outcome: RefreshOutcome) => void) | null>(null);
  useEffect(() => {
    const settle = settleRefresh.current;
    if (status === 'refreshing' || !settle) return;
    settleRefresh.current = null;
    settle(status === 'error' ? 'failed' : 'loaded');
  }, [status]);

  const send = useCallback((event: ListEvent<T>) => dispatch({ type: 'event', event }), []);
  const loadMore = useCallback(() => send({ type: 'nextPageRequested' }), [send]);
  const retry = useCallback(() => send({ type: 'retry' }), [send]);
  const footer = useMemo(
    () => ({ status, onEndReached: loadMore, onRetry: retry }),
    [status, loadMore, retry],
  );
  return {
    items: held.list.items,
    status,
    page: held.list.query.page,
    pages: listPages(held.list),
    total: held.list.total,
    loadMore,
    retry,
    footer,
    jumpTo: useCallback((page: number) => send({ type: 'pageJumped', page }), [send]),
    refresh: useCallback(
      () =>
        new Promise<RefreshOutcome>((resolve) => {
          settleRefresh.current = resolve;
          send({ type: 'refresh' });
        }),
      [send],
    ),
  };
}
