import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadConfig } from './load-config';

const PAGE = 'http://video.test/app/';
const CONFIG_URL = 'http://video.test/app/config.json';
const config = {
  apiBaseUrl: '/',
  shareApiBaseUrl: 'http://share.test',
  shareHosts: [],
  shareSiteUrl: 'http://site.test/',
  site: 'demo',
  authRequired: false,
  isShowAd: true,
  stats: null,
  imageCipher: { algorithm: 'aes-128-cbc', key: '000102030405060708090a0b0c0d0e0f' },
  version: '1.0.0',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('loadConfig', () => {
  it('fetches config.json beside index.html without the HTTP cache and resolves its URLs', async () => {
    let cacheMode: RequestCache | undefined;
    server.use(
      http.get(CONFIG_URL, ({ request }) => {
        cacheMode = request.cache;
        return HttpResponse.json(config);
      }),
    );
    const result = await loadConfig(fetch, PAGE);
    expect(result).toMatchObject({ ok: true, config: { apiBaseUrl: 'http://video.test/' } });
    expect(cacheMode).toBe('no-store');
  });

  it.each([
    ['a missing file', () => new HttpResponse('nope', { status: 404 }), 'HTTP 404'],
    ['text that is not JSON', () => new HttpResponse('<html>', { status: 200 }), 'not valid JSON'],
    ['a failed network', () => HttpResponse.error(), 'could not be loaded'],
    ['an invalid config', () => HttpResponse.json({ ...config, site: 5 }), 'site'],
  ])('fails, without throwing, on %s', async (_case, reply, problem) => {
    server.use(http.get(CONFIG_URL, reply));
    const result = await loadConfig(fetch, PAGE);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join()).toContain(problem);
  });

  it('fails on a page URL that is not a URL, without fetching', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    expect(await loadConfig(fetchSpy, 'nowhere')).toEqual({
      ok: false,
      problems: ['The page URL nowhere is not a URL.'],
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
