import { http, HttpResponse } from 'msw';
import { encryptImage } from '@video/api-client';
import { createMswHandlers, testConfig } from '@video/api-client/testing';
import { storage, storageKeys } from '@video/storage';
import { server } from '../../testing/msw-server';
import { startEarly } from './early-start';

/** Serves `config` as config.json and the reference API; records the API paths asked for. */
function serve(config: object = testConfig) {
  server.use(
    http.get('*/config.json', () => HttpResponse.json(config)),
    ...createMswHandlers(),
  );
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  return asked;
}

/** Opens the page at `address` with the outline index.html paints for it. */
function openAt(address: string, outline = '') {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = outline;
}

/**
 * Serves a small encrypted JPEG at `path` (the reference server's photographs take a while to
 * make here) and has the decrypted image's URL be `objectUrl`.
 */
function serveSmallImage(path: string, objectUrl: string) {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
  server.use(
    http.get(path, () =>
      HttpResponse.arrayBuffer(
        encryptImage(testConfig.imageCipher, new Uint8Array(16), jpeg).slice().buffer,
      ),
    ),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => objectUrl) }));
}

describe('the start before the framework', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    storage.remove(storageKeys.token);
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('takes a handed token out of the address before anything is fetched', async () => {
    serve();
    openAt('/vendor#token=abc.def');

    const early = startEarly(window);

    expect(early.handedToken).toBe('abc.def');
    expect(window.location.hash).toBe('');
    await early.ready;
  });

  it('makes the lead calls at once and the others once the lead image had its head start', async () => {
    const asked = serve();
    openAt('/list?typeId=1&orderby=new');

    const early = startEarly(window);
    const ready = await early.ready;
    expect(ready.ok).toBe(true);
    if (!ready.ok) return;
    const cover = await ready.leadImage;

    expect(cover?.url).toMatch(/\/covers\//);
    await early.leadFirst;
    await vi.waitFor(() => expect(asked.sort()).toEqual(['/api/videosort', '/api/videosort/1']));
  });

  it('shows the lead image in the outline, then lets the framework come', async () => {
    serve();
    openAt('/playVideo?id=7', '<div class="outline"><div data-lead></div></div>');
    const box = document.querySelector('[data-lead]');
    vi.spyOn(box as Element, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    // jsdom decodes no images: this one is ready at once.
    HTMLImageElement.prototype.decode = () => Promise.resolve();
    serveSmallImage('*/covers/video/7.jpg.enc', 'blob:poster');

    const early = startEarly(window);
    await early.leadFirst;

    expect(box?.querySelector('img')?.getAttribute('src')).toBe('blob:poster');
  });

  it('downloads and decrypts the lead image where the outline has no box for it', async () => {
    serve();
    // 我的: its lead image is the first exchange ad, drawn below a column the outline does not show.
    openAt('/mine', '<div class="outline"></div>');
    serveSmallImage('*/covers/ad/:file', 'blob:ad');

    const early = startEarly(window);
    const ready = await early.ready;
    expect(ready.ok).toBe(true);
    if (!ready.ok) return;
    const ad = await ready.leadImage;

    expect(ad?.url).toMatch(/\/covers\/ad\//);
    // In before the framework has asked for it: the screen's first render finds it ready.
    await vi.waitFor(() => expect(ad && ready.codec.cached(ad)).toBe('blob:ad'));
  });

  it('makes no calls with the auth flag on and no token: the visitor goes to the vendor screen', async () => {
    const asked = serve({ ...testConfig, authRequired: true });
    openAt('/home');

    const early = startEarly(window);
    const ready = await early.ready;
    await early.leadFirst;

    expect(ready.ok && (await ready.leadImage)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('tells an unusable config, and lets the framework come to show it', async () => {
    serve({ apiBaseUrl: 42 });
    openAt('/home');

    const early = startEarly(window);

    expect((await early.ready).ok).toBe(false);
    await expect(early.leadFirst).resolves.toBeUndefined();
  });
});
