import { createPageViewTracker, type PageViewTrackerOptions } from './page-view-tracker';

const ENDPOINT = 'https://stats.test/hit';
const NOW = 1_710_475_200_000;

function trackerWith(options: Partial<PageViewTrackerOptions> = {}) {
  const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const log = vi.fn();
  const tracker = createPageViewTracker({
    siteId: 'site-1',
    endpoint: ENDPOINT,
    fetch: fetchSpy,
    now: () => NOW,
    log,
    ...options,
  });
  return { tracker, fetchSpy, log };
}

describe('createPageViewTracker', () => {
  it('posts { site, path, ts } as text/plain (no CORS preflight) in a keepalive fetch', () => {
    const { tracker, fetchSpy } = trackerWith();
    tracker.track('/list?typeId=3');
    expect(fetchSpy).toHaveBeenCalledWith(
      ENDPOINT,
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ site: 'site-1', path: '/list?typeId=3', ts: NOW }),
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        mode: 'no-cors',
        keepalive: true,
      }),
    );
  });

  it('sends neither cookies nor a Referer with the full address (search words)', () => {
    const { tracker, fetchSpy } = trackerWith();
    tracker.track('/searchList?keyword=secret');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  });

  it('never uses navigator.sendBeacon, which always sends cookies and the page address', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      const { tracker, fetchSpy } = trackerWith();
      tracker.track('/home');
      expect(beacon).not.toHaveBeenCalled();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it.each([
    ['no site id', { siteId: null }],
    ['an empty site id', { siteId: '' }],
    ['no endpoint', { endpoint: '' }],
  ])('does nothing with %s', (_case, options) => {
    const { tracker, fetchSpy } = trackerWith(options);
    tracker.track('/home');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs, and does not throw, when fetch throws', () => {
    const { tracker, log } = trackerWith({
      fetch: () => {
        throw new TypeError('bad URL');
      },
    });
    expect(() => tracker.track('/home')).not.toThrow();
    expect(log).toHaveBeenCalledWith('Page view not sent.', expect.any(TypeError));
  });

  it('logs a failed fetch instead of rejecting', async () => {
    const { tracker, log } = trackerWith({
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    tracker.track('/home');
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Page view not sent.', expect.any(TypeError)),
    );
  });

  it('uses the global fetch and warns on the console by default', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('queue full'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createPageViewTracker({ siteId: 's', endpoint: ENDPOINT }).track('/home');
      expect(fetchSpy).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ keepalive: true }));
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith('Page view not sent.', expect.any(Error)),
      );
    } finally {
      fetchSpy.mockRestore();
      warn.mockRestore();
    }
  });
});
