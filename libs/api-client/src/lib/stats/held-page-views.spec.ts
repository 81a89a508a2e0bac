import {
  heldWhileOffline,
  MAX_HELD_PAGE_VIEW_AGE_MS,
  MAX_HELD_PAGE_VIEWS,
} from './held-page-views';
import { createPageViewTracker } from './page-view-tracker';

const NOW = 1_710_475_200_000;

/** A tracker posting to a spy, behind the hold, with a network the test turns on. */
function offlineTracker() {
  let reachable = false;
  const listeners = new Set<() => void>();
  const online = {
    isOnline: () => reachable,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let clock = NOW;
  const now = () => clock;
  const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const tracker = heldWhileOffline(
    createPageViewTracker({
      siteId: 'site-1',
      endpoint: 'https://stats.test/hit',
      fetch: fetchSpy,
      now,
    }),
    online,
    now,
  );
  const sent = () =>
    fetchSpy.mock.calls.map(
      ([, init]) => JSON.parse(String(init?.body)) as { path: string; ts: number },
    );
  return {
    tracker,
    sent,
    advance: (ms: number) => (clock += ms),
    setOnline(value: boolean) {
      reachable = value;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('heldWhileOffline', () => {
  it('holds the views made offline and sends them, with their own time, once back online', () => {
    const { tracker, sent, setOnline, advance } = offlineTracker();
    tracker.track('/offline');
    advance(60_000);
    tracker.track('/playVideo?id=5');
    expect(sent()).toEqual([]);

    advance(60_000);
    setOnline(true);
    expect(sent()).toEqual([
      { site: 'site-1', path: '/offline', ts: NOW },
      { site: 'site-1', path: '/playVideo?id=5', ts: NOW + 60_000 },
    ]);
    setOnline(true);
    expect(sent()).toHaveLength(2);
  });

  it('sends a view made online at once', () => {
    const { tracker, sent, setOnline } = offlineTracker();
    setOnline(true);
    tracker.track('/home');
    expect(sent()).toEqual([{ site: 'site-1', path: '/home', ts: NOW }]);
  });

  it('drops a held view more than a day old', () => {
    const { tracker, sent, setOnline, advance } = offlineTracker();
    tracker.track('/old');
    advance(MAX_HELD_PAGE_VIEW_AGE_MS - 1000);
    tracker.track('/recent');
    advance(2000);
    setOnline(true);
    expect(sent().map(({ path }) => path)).toEqual(['/recent']);
  });

  it(`keeps the latest ${MAX_HELD_PAGE_VIEWS} views made offline`, () => {
    const { tracker, sent, setOnline } = offlineTracker();
    for (let index = 0; index < MAX_HELD_PAGE_VIEWS + 5; index += 1) tracker.track(`/v${index}`);
    setOnline(true);
    expect(sent()).toHaveLength(MAX_HELD_PAGE_VIEWS);
    expect(sent()[0]?.path).toBe('/v5');
  });
});
