import { createPageViewTracker, type PageViewTrackerOptions } from './tracker';

const ENDPOINT = 'https://stats.test/hit';
const NOW = 1_710_475_200_000;

function trackerWith(options: Partial<PageViewTrackerOptions> = {}) {
  const sendBeacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
  const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const log = vi.fn();
  const tracker = createPageViewTracker({
    siteId: 'site-1',
    endpoint: ENDPOINT,
    sendBeacon,
    fetch: fetchSpy,
    now: () => NOW,
    log,
    ...options,
  });
  return { tracker, sendBeacon, fetchSpy, log };
}

describe('createPageViewTracker', () => {
  it('sends { site, path, ts } as a text/plain beacon, which needs no CORS preflight', async () => {
    const { tracker, sendBeacon, fetchSpy } = trackerWith();
    tracker.track('/list?typeId=3');
    expect(sendBeacon).toHaveBeenCalledWith(ENDPOINT, expect.any(Blob));
    const blob = sendBeacon.mock.calls[0]?.[1];
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual({
      site: 'site-1',
      path: '/list?typeId=3',
      ts: NOW,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['there is no beacon', undefined],
    ['the browser refuses the beacon', () => false],
  ])('falls back to a keepalive fetch when %s', (_case, sendBeacon) => {
    const { tracker, fetchSpy } = trackerWith({ sendBeacon });
    tracker.track('/home');
    expect(fetchSpy).toHaveBeenCalledWith(ENDPOINT, {
      method: 'POST',
      body: JSON.stringify({ site: 'site-1', path: '/home', ts: NOW }),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
    });
  });

  it.each([
    ['no site id', { siteId: null }],
    ['an empty site id', { siteId: '' }],
    ['no endpoint', { endpoint: '' }],
  ])('does nothing with %s', (_case, options) => {
    const { tracker, sendBeacon, fetchSpy } = trackerWith(options);
    tracker.track('/home');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs, and does not throw, when the beacon throws', () => {
    const { tracker, log } = trackerWith({
      sendBeacon: () => {
        throw new TypeError('bad URL');
      },
    });
    expect(() => tracker.track('/home')).not.toThrow();
    expect(log).toHaveBeenCalledWith('Page view not sent.', expect.any(TypeError));
  });

  it('logs a failed fallback fetch instead of rejecting', async () => {
    const { tracker, log } = trackerWith({
      sendBeacon: undefined,
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    tracker.track('/home');
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Page view not sent.', expect.any(TypeError)),
    );
  });

  it('uses navigator.sendBeacon by default and warns on the console', () => {
    const beacon = vi.fn(() => {
      throw new Error('queue full');
    });
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      createPageViewTracker({ siteId: 's', endpoint: ENDPOINT }).track('/home');
      expect(beacon).toHaveBeenCalledWith(ENDPOINT, expect.any(Blob));
      expect(warn).toHaveBeenCalledWith('Page view not sent.', expect.any(Error));
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
      warn.mockRestore();
    }
  });

  it('uses the global fetch where there is no beacon', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    try {
      createPageViewTracker({ siteId: 's', endpoint: ENDPOINT }).track('/home');
      expect(fetchSpy).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ keepalive: true }));
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
