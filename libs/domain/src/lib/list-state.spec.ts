import {
  initialListState,
  listPages,
  listReducer,
  pendingRequest,
  type ListEvent,
  type ListState,
  type Page,
} from '../index';

interface Item {
  readonly id: number;
}

const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));

const page = (ids: number[], { last = false, total = 60, perPage = 20 } = {}): Page<Item> => ({
  items: items(...ids),
  nextPageUrl: last ? null : 'next',
  total,
  perPage,
  currentPage: 0,
});

const run = (state: ListState<Item>, ...events: ListEvent<Item>[]) =>
  events.reduce<ListState<Item>>(listReducer, state);

/** Answers the request in flight. */
const loaded = (state: ListState<Item>, answer: Page<Item>) =>
  listReducer(state, { type: 'pageLoaded', requestId: state.requestId, page: answer });
const failed = (state: ListState<Item>) =>
  listReducer(state, { type: 'pageFailed', requestId: state.requestId });

const fresh = initialListState<Item>({ typeId: 3, orderby: 'new' });
const loading = run(fresh, { type: 'started' });
const ready = loaded(loading, page([1, 2, 3]));
const finished = loaded(loading, page([1], { last: true, total: 1 }));
const errored = failed(loading);
const refreshing = run(ready, { type: 'refresh' });

describe('initialListState', () => {
  it.each([
    [undefined, 1],
    [4, 4],
    [0, 1],
    [-2, 1],
    [2.5, 1],
    [Number.NaN, 1],
  ])('starts at page %s → %s, idle and empty', (start, expected) => {
    expect(initialListState({ typeId: 3, orderby: 'hot', page: start })).toEqual({
      query: { typeId: 3, orderby: 'hot', page: expected },
      items: [],
      status: 'idle',
      total: 0,
      perPage: 0,
      requestId: 0,
    });
  });
});

describe('listReducer: illegal transitions change nothing', () => {
  it.each<[string, ListState<Item>, ListEvent<Item>]>([
    ['started when already loaded', ready, { type: 'started' }],
    ['started while loading', loading, { type: 'started' }],
    ['next page while idle', fresh, { type: 'nextPageRequested' }],
    ['next page while loading', loading, { type: 'nextPageRequested' }],
    ['next page while refreshing', refreshing, { type: 'nextPageRequested' }],
    ['next page when finished', finished, { type: 'nextPageRequested' }],
    ['next page after an error', errored, { type: 'nextPageRequested' }],
    ['retry without an error', ready, { type: 'retry' }],
    ['refresh while refreshing', refreshing, { type: 'refresh' }],
    ['a query change to the same filter', ready, { type: 'queryChanged', typeId: 3 }],
    ['a query change to an invalid type', ready, { type: 'queryChanged', typeId: -1 }],
    ['a query change to a NaN type', ready, { type: 'queryChanged', typeId: Number.NaN }],
    [
      'a reset to an invalid type',
      ready,
      { type: 'reset', filter: { typeId: 1.5, orderby: 'new' } },
    ],
    ['a page jump before the pages are known', loading, { type: 'pageJumped', page: 2 }],
    ['a page jump to NaN', ready, { type: 'pageJumped', page: Number.NaN }],
    ['a response while idle', fresh, { type: 'pageLoaded', requestId: 0, page: page([1]) }],
    ['a stale response', loading, { type: 'pageLoaded', requestId: 0, page: page([9]) }],
    [
      'a response nobody waits for',
      ready,
      { type: 'pageLoaded', requestId: ready.requestId, page: page([9]) },
    ],
    ['a stale failure', loading, { type: 'pageFailed', requestId: 0 }],
    ['a failure nobody waits for', ready, { type: 'pageFailed', requestId: ready.requestId }],
  ])('%s', (_case, state, event) => {
    expect(listReducer(state, event)).toBe(state);
  });
});

describe('listReducer: loading pages', () => {
  it('loads the first page on start and asks for it', () => {
    expect(loading.status).toBe('loading');
    expect(pendingRequest(loading)).toEqual({
      typeId: 3,
      orderby: 'new',
      page: 1,
      requestId: loading.requestId,
    });
  });

  it('is ready with the first page, and wants no request', () => {
    expect(ready).toMatchObject({ status: 'ready', items: items(1, 2, 3), total: 60, perPage: 20 });
    expect(listPages(ready)).toBe(3);
    expect(pendingRequest(ready)).toBeNull();
  });

  it('is finished when the page has no next page', () => {
    expect(finished.status).toBe('finished');
    expect(pendingRequest(finished)).toBeNull();
  });

  it('treats a first page without items and without a next page as finished and empty', () => {
    const empty = loaded(loading, page([], { last: true, total: 0 }));
    expect(empty).toMatchObject({ status: 'finished', items: [] });
    expect(listPages(empty)).toBe(0);
  });

  it('appends later pages, asking for the page after the last one', () => {
    const next = run(ready, { type: 'nextPageRequested' });
    expect(pendingRequest(next)?.page).toBe(2);
    expect(next.items).toEqual(items(1, 2, 3));
    expect(loaded(next, page([4, 5])).items).toEqual(items(1, 2, 3, 4, 5));
  });

  it('never repeats an item when pages overlap', () => {
    const next = run(ready, { type: 'nextPageRequested' });
    expect(loaded(next, page([3, 4, 4, 5])).items).toEqual(items(1, 2, 3, 4, 5));
  });

  it('keeps the items on failure and retries the same page', () => {
    const next = run(ready, { type: 'nextPageRequested' });
    const error = failed(next);
    expect(error).toMatchObject({ status: 'error', items: items(1, 2, 3) });
    expect(pendingRequest(error)).toBeNull();
    const retry = run(error, { type: 'retry' });
    expect(pendingRequest(retry)).toMatchObject({ page: 2 });
    expect(retry.requestId).toBeGreaterThan(next.requestId);
    expect(loaded(retry, page([3, 4])).items).toEqual(items(1, 2, 3, 4));
  });

  it('ignores the response of a superseded request', () => {
    const next = run(ready, { type: 'nextPageRequested' });
    const refreshed = run(next, { type: 'refresh' });
    const stale = listReducer(refreshed, {
      type: 'pageLoaded',
      requestId: next.requestId,
      page: page([4]),
    });
    expect(stale).toBe(refreshed);
    expect(loaded(refreshed, page([7, 8])).items).toEqual(items(7, 8));
  });
});

describe('listReducer: pull-to-refresh', () => {
  it('asks for page 1 while the old items stay on screen', () => {
    const paged = loaded(run(ready, { type: 'nextPageRequested' }), page([4]));
    const refresh = run(paged, { type: 'refresh' });
    expect(refresh.status).toBe('refreshing');
    expect(refresh.items).toEqual(items(1, 2, 3, 4));
    expect(pendingRequest(refresh)).toMatchObject({ page: 1 });
    expect(loaded(refresh, page([9, 1]))).toMatchObject({ status: 'ready', items: items(9, 1) });
  });

  it.each([
    ['idle', fresh],
    ['loading', loading],
    ['finished', finished],
    ['error', errored],
  ])('works from %s', (_case, state) => {
    expect(pendingRequest(run(state, { type: 'refresh' }))).toMatchObject({ page: 1 });
  });

  it('keeps the old items when the refresh fails', () => {
    expect(failed(refreshing)).toMatchObject({ status: 'error', items: items(1, 2, 3) });
  });
});

describe('listReducer: category and sort', () => {
  it.each<[string, ListEvent<Item>, { typeId: number; orderby: string }]>([
    ['a category tab', { type: 'queryChanged', typeId: 0 }, { typeId: 0, orderby: 'new' }],
    ['a sort tag', { type: 'queryChanged', orderby: 'hot' }, { typeId: 3, orderby: 'hot' }],
    ['both', { type: 'queryChanged', typeId: 5, orderby: 'hot' }, { typeId: 5, orderby: 'hot' }],
    [
      'a reset to the same filter',
      { type: 'reset', filter: { typeId: 3, orderby: 'new' } },
      { typeId: 3, orderby: 'new' },
    ],
  ])('%s clears the list and loads page 1', (_case, event, filter) => {
    const paged = run(loaded(run(ready, { type: 'nextPageRequested' }), page([4])), event);
    expect(paged).toMatchObject({ status: 'loading', items: [], total: 0, perPage: 0 });
    expect(pendingRequest(paged)).toEqual({ ...filter, page: 1, requestId: paged.requestId });
  });

  it('works while a page is still loading, ignoring that page', () => {
    const changed = run(loading, { type: 'queryChanged', orderby: 'hot' });
    expect(loaded(changed, page([5])).items).toEqual(items(5));
    expect(
      listReducer(changed, { type: 'pageLoaded', requestId: loading.requestId, page: page([1]) }),
    ).toBe(changed);
  });
});

describe('listReducer: page slider', () => {
  it.each([
    [2, 2],
    [3, 3],
    [9, 3],
    [0, 1],
    [2.7, 2],
  ])('jumping to %s clears the list and loads page %s', (target, expected) => {
    const jumped = run(ready, { type: 'pageJumped', page: target });
    expect(jumped).toMatchObject({ status: 'loading', items: [], total: 60 });
    expect(pendingRequest(jumped)?.page).toBe(expected);
  });

  it('shows the jumped-to page alone, then appends the following ones', () => {
    const jumped = loaded(run(ready, { type: 'pageJumped', page: 3 }), page([41, 42]));
    expect(jumped.items).toEqual(items(41, 42));
    expect(jumped.query.page).toBe(3);
    const next = run(jumped, { type: 'nextPageRequested' });
    expect(loaded(next, page([61], { last: true })).items).toEqual(items(41, 42, 61));
  });

  it('does not restart the page it is already loading', () => {
    const jumped = run(ready, { type: 'pageJumped', page: 2 });
    expect(listReducer(jumped, { type: 'pageJumped', page: 2 })).toBe(jumped);
  });

  it('reloads the current page when asked to jump to it', () => {
    const jumped = run(ready, { type: 'pageJumped', page: 1 });
    expect(jumped.items).toEqual([]);
    expect(pendingRequest(jumped)?.page).toBe(1);
  });
});

describe('listReducer: pages changed on the server', () => {
  const twoPages = loaded(run(ready, { type: 'nextPageRequested' }), page([4, 5]));

  it('shows the items of the pages as they are now, keeping the place', () => {
    const changed = run(twoPages, {
      type: 'pagesChanged',
      pages: [page([1, 3, 4]), page([4, 5, 6])],
    });
    expect(changed).toMatchObject({ status: 'ready', items: items(1, 3, 4, 5, 6) });
    expect(changed.query.page).toBe(2);
    expect(pendingRequest(changed)).toBeNull();
  });

  it('takes the total and the end from the last page', () => {
    const changed = run(twoPages, {
      type: 'pagesChanged',
      pages: [page([1, 2]), page([4], { last: true, total: 3 })],
    });
    expect(changed).toMatchObject({ status: 'finished', total: 3, items: items(1, 2, 4) });
    expect(listPages(changed)).toBe(1);
  });

  it('keeps a failed next page failed, so that its reload is still offered', () => {
    const error = failed(run(ready, { type: 'nextPageRequested' }));
    const changed = run(error, { type: 'pagesChanged', pages: [page([2, 3])] });
    expect(changed).toMatchObject({ status: 'error', items: items(2, 3) });
    expect(pendingRequest(run(changed, { type: 'retry' }))?.page).toBe(2);
  });

  it.each([
    ['idle', fresh],
    ['loading', loading],
    ['refreshing', refreshing],
  ])('changes nothing while %s', (_case, state) => {
    expect(listReducer(state, { type: 'pagesChanged', pages: [page([9])] })).toBe(state);
  });

  it('changes nothing without pages', () => {
    expect(listReducer(ready, { type: 'pagesChanged', pages: [] })).toBe(ready);
  });
});
