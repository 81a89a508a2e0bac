import type { ListEvent, Page } from '@video/domain';
import { type Held, type HeldAction, heldReducer, initialHeld, type ShownPage } from './held-list';

interface Item {
  readonly id: number;
}

const pageOf = (ids: number[], { last = false } = {}): Page<Item> => ({
  items: ids.map((id) => ({ id })),
  nextPageUrl: last ? null : 'next',
  total: 60,
  perPage: 20,
  currentPage: 0,
});
const shown = (page: number, ids: number[]): ShownPage<Item, Item> => {
  const cached = pageOf(ids);
  return { page, cached, shown: cached };
};

const run = (held: Held<Item, Item>, ...actions: HeldAction<Item, Item>[]) =>
  actions.reduce<Held<Item, Item>>(heldReducer, held);
const answer = (held: Held<Item, Item>, page: number, ids: number[]) =>
  heldReducer(held, { type: 'loaded', requestId: held.list.requestId, page: shown(page, ids) });
/** A list event of the screen. */
const event = (listEvent: ListEvent<Item>): HeldAction<Item, Item> => ({
  type: 'event',
  event: listEvent,
});

const started = run(initialHeld<Item, Item>('a'), event({ type: 'started' }));
const onePage = answer(started, 1, [1, 2]);
const twoPages = answer(run(onePage, event({ type: 'nextPageRequested' })), 2, [3, 4]);

describe('heldReducer', () => {
  it('keeps the pages its items came from, in order', () => {
    expect(twoPages.pages.map(({ page }) => page)).toEqual([1, 2]);
    expect(twoPages.list.items.map(({ id }) => id)).toEqual([1, 2, 3, 4]);
  });

  it('starts its pages anew with page 1 of a refresh and with the page jumped to', () => {
    const refreshed = answer(run(twoPages, event({ type: 'refresh' })), 1, [9]);
    expect(refreshed.pages.map(({ page }) => page)).toEqual([1]);

    const jumped = run(twoPages, event({ type: 'pageJumped', page: 3 }));
    expect(jumped.pages).toEqual([]);
    expect(answer(jumped, 3, [5]).pages.map(({ page }) => page)).toEqual([3]);
  });

  it('starts over from page 1 for new arguments, with no pages', () => {
    const restarted = heldReducer(twoPages, { type: 'restart', identity: 'b' });
    expect(restarted).toMatchObject({ identity: 'b', pages: [] });
    expect(restarted.list).toMatchObject({ status: 'loading', items: [], query: { page: 1 } });
  });

  it('shows a page whose cache entry changed, in its place', () => {
    const changed = heldReducer(twoPages, {
      type: 'cacheChanged',
      identity: 'a',
      pages: new Map([[1, shown(1, [2])]]),
    });
    expect(changed.list.items.map(({ id }) => id)).toEqual([2, 3, 4]);
    expect(changed.pages.map(({ page }) => page)).toEqual([1, 2]);
  });

  it('ignores cache changes meant for other arguments, or met while a page loads', () => {
    const change = { type: 'cacheChanged', pages: new Map([[1, shown(1, [2])]]) } as const;
    expect(heldReducer(twoPages, { ...change, identity: 'b' })).toBe(twoPages);
    const loading = run(twoPages, event({ type: 'nextPageRequested' }));
    expect(heldReducer(loading, { ...change, identity: 'a' })).toBe(loading);
  });
});
