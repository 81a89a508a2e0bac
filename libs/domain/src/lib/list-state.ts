import type { ListQuery, Page, SortOrder } from './entities';
import { clampPage, totalPages } from './paging';

/** Anything a list holds: appended pages are de-duplicated by `id`. */
export interface Identified {
  readonly id: number;
}

/**
 * - `idle`: nothing requested yet.
 * - `loading`: a page is in flight (first load, next page, page jump, retry).
 * - `refreshing`: page 1 is in flight for pull-to-refresh; the old items stay until it arrives.
 * - `ready`: more pages exist. `finished`: the last page is loaded. `error`: the last request failed.
 */
export type ListStatus = 'idle' | 'loading' | 'refreshing' | 'ready' | 'finished' | 'error';

/** A paged list driven by infinite scroll, pull-to-refresh and the page slider. */
export interface ListState<T extends Identified> {
  /** `page` is the page of the latest request: what the slider shows and a retry fetches. */
  readonly query: ListQuery;
  readonly items: readonly T[];
  readonly status: ListStatus;
  /** From the last loaded page; 0 until one arrives. */
  readonly total: number;
  readonly perPage: number;
  /** Grows with every request; a response carrying another id is stale and ignored. */
  readonly requestId: number;
}

/** The list's category and sort, without the page. */
export type ListFilter = Pick<ListQuery, 'typeId' | 'orderby'>;

/** What the screen reports. Events that make no sense in the current state change nothing. */
export type ListEvent<T extends Identified> =
  /** The screen mounted: load `query.page`. Only from `idle`, so a kept-alive view does not reload. */
  | { readonly type: 'started' }
  /** Pull-to-refresh: page 1 again, keeping the items on screen meanwhile. */
  | { readonly type: 'refresh' }
  /** Start over with this filter even if unchanged (arriving from /home). */
  | { readonly type: 'reset'; readonly filter: ListFilter }
  /** Category tab or sort tag: page 1 of the new filter, list cleared. No-op if nothing changed. */
  | { readonly type: 'queryChanged'; readonly typeId?: number; readonly orderby?: SortOrder }
  /** The page slider: clear the list and load that page (clamped to the known pages). */
  | { readonly type: 'pageJumped'; readonly page: number }
  /** Infinite scroll reached the end. Only when `ready`. */
  | { readonly type: 'nextPageRequested' }
  | { readonly type: 'pageLoaded'; readonly requestId: number; readonly page: Page<T> }
  | { readonly type: 'pageFailed'; readonly requestId: number }
  /**
   * The loaded pages, in order, as they are now: fetched again after the list changed on the
   * server (a favourite removed), or edited in place. The list shows their items and carries on
   * after the last. Ignored while a request is in flight, whose answer replaces or extends the
   * items anyway; the driver offers the pages again once it has landed.
   */
  | { readonly type: 'pagesChanged'; readonly pages: readonly Page<T>[] }
  /** 'Request failed, tap to reload': the failed request again. Only from `error`. */
  | { readonly type: 'retry' };

/** The request a list wants made, with the id its response must carry. */
export interface ListRequest extends ListQuery {
  readonly requestId: number;
}

/** A list that has loaded nothing yet; dispatch `started` to load `query.page` (default 1). */
export function initialListState<T extends Identified>(
  query: ListFilter & { readonly page?: number },
): ListState<T> {
  return {
    query: { typeId: query.typeId, orderby: query.orderby, page: startPage(query.page) },
    items: [],
    status: 'idle',
    total: 0,
    perPage: 0,
    requestId: 0,
  };
}

/** The list's next state after `event`; pure, so any front end can drive it. */
export function listReducer<T extends Identified>(
  state: ListState<T>,
  event: ListEvent<T>,
): ListState<T> {
  switch (event.type) {
    case 'started':
      return state.status === 'idle' ? request(state, { status: 'loading' }) : state;
    case 'refresh':
      return state.status === 'refreshing'
        ? state
        : request(state, { status: 'refreshing', query: { ...state.query, page: 1 } });
    case 'reset':
      return isTypeId(event.filter.typeId) ? startFilter(state, event.filter) : state;
    case 'queryChanged':
      return queryChanged(state, {
        typeId: event.typeId ?? state.query.typeId,
        orderby: event.orderby ?? state.query.orderby,
      });
    case 'pageJumped':
      return pageJumped(state, event.page);
    case 'nextPageRequested':
      return state.status === 'ready'
        ? request(state, {
            status: 'loading',
            query: { ...state.query, page: state.query.page + 1 },
          })
        : state;
    case 'pageLoaded':
      return isAwaited(state, event.requestId) ? pageLoaded(state, event.page) : state;
    case 'pageFailed':
      return isAwaited(state, event.requestId) ? { ...state, status: 'error' } : state;
    case 'pagesChanged':
      return pagesChanged(state, event.pages);
    case 'retry':
      return state.status === 'error' ? request(state, { status: 'loading' }) : state;
  }
}

/** The request the screen should have in flight, or null when none is due. */
export function pendingRequest<T extends Identified>(state: ListState<T>): ListRequest | null {
  if (state.status !== 'loading' && state.status !== 'refreshing') return null;
  return { ...state.query, requestId: state.requestId };
}

/** Pages of the list as far as the last response told. */
export function listPages<T extends Identified>(state: ListState<T>): number {
  return totalPages(state.total, state.perPage);
}

function request<T extends Identified>(
  state: ListState<T>,
  change: Partial<ListState<T>>,
): ListState<T> {
  return { ...state, ...change, requestId: state.requestId + 1 };
}

function startFilter<T extends Identified>(state: ListState<T>, filter: ListFilter): ListState<T> {
  return request(state, {
    status: 'loading',
    query: { typeId: filter.typeId, orderby: filter.orderby, page: 1 },
    items: [],
    total: 0,
    perPage: 0,
  });
}

function queryChanged<T extends Identified>(state: ListState<T>, filter: ListFilter): ListState<T> {
  const unchanged = filter.typeId === state.query.typeId && filter.orderby === state.query.orderby;
  return unchanged || !isTypeId(filter.typeId) ? state : startFilter(state, filter);
}

function pageJumped<T extends Identified>(state: ListState<T>, page: number): ListState<T> {
  const pages = listPages(state);
  if (pages === 0 || !Number.isFinite(page)) return state;
  const target = clampPage(page, pages);
  const alreadyLoading = state.status === 'loading' && state.query.page === target;
  return alreadyLoading
    ? state
    : request(state, { status: 'loading', query: { ...state.query, page: target }, items: [] });
}

function pageLoaded<T extends Identified>(state: ListState<T>, page: Page<T>): ListState<T> {
  const replaces = state.query.page === 1;
  return {
    ...state,
    items: appendUnique(replaces ? [] : state.items, page.items),
    status: page.nextPageUrl === null ? 'finished' : 'ready',
    total: page.total,
    perPage: page.perPage,
  };
}

function pagesChanged<T extends Identified>(
  state: ListState<T>,
  pages: readonly Page<T>[],
): ListState<T> {
  const last = pages.at(-1);
  const settled =
    state.status === 'ready' || state.status === 'finished' || state.status === 'error';
  if (!last || !settled) return state;
  return {
    ...state,
    items: pages.reduce<readonly T[]>((items, page) => appendUnique(items, page.items), []),
    // A failed next page stays failed, so that its reload is still offered.
    status: state.status === 'error' ? 'error' : last.nextPageUrl === null ? 'finished' : 'ready',
    total: last.total,
    perPage: last.perPage,
  };
}

function isAwaited<T extends Identified>(state: ListState<T>, requestId: number): boolean {
  return requestId === state.requestId && pendingRequest(state) !== null;
}

/** A page from a URL or a caller: a whole number from 1, else page 1. */
function startPage(page: number | undefined): number {
  return page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Type 0 is 'all'; anything else must be a real id. */
function isTypeId(typeId: number): boolean {
  return Number.isSafeInteger(typeId) && typeId >= 0;
}

/** `items` then each of `more` not seen before, so a retried or overlapping page never repeats. */
function appendUnique<T extends Identified>(items: readonly T[], more: readonly T[]): readonly T[] {
  const seen = new Set(items.map((item) => item.id));
  const result = [...items];
  for (const item of more) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    result.push(item);
  }
  return result;
}
