import { forgetWorkerReplies } from '../src/core/store/forget-worker-replies';
import { fakeCacheStorage } from './fake-cache-storage.ts';
import { keptApiReplies } from './kept-api-replies.ts';

const SCOPE = 'https://m.example/';
const API = 'https://api.example';

let caches: ReturnType<typeof fakeCacheStorage>;

beforeEach(async () => {
  caches = fakeCacheStorage(SCOPE);
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('registration', { scope: SCOPE });
  // The worker's copy of config.json: the API on another origin.
  const config = await caches.open('config');
  await config.put(`${SCOPE}config.json`, Response.json({ apiBaseUrl: `${API}/` }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const success = (headers: Record<string, string> = {}) =>
  Response.json({ code: 200, msg: '', rescont: [] }, { headers });

const apiRequest = (init: RequestInit = {}) =>
  new Request(`${API}/api/videoindex`, { credentials: 'include', ...init });

/** What the plugin keeps of `response` to `request` (null: nothing), as one handler run. */
async function kept(request: Request, response: Response, state: Record<string, unknown> = {}) {
  await keptApiReplies.handlerWillStart({ request, state });
  return keptApiReplies.cacheWillUpdate({ request, response, state });
}

describe('the API replies the worker keeps, by who asked', () => {
  it('keys a reply to a request with a token by that token', async () => {
    const request = apiRequest({ headers: { Authorization: 'Bearer first' } });
    const reply = await kept(request, success());
    expect(reply?.headers.get('vary')).toMatch(/(^|,\s*)Authorization$/i);
  });

  it('keeps the Vary a reply showed, with the token added', async () => {
    const request = apiRequest({ headers: { Authorization: 'Bearer first' } });
    const reply = await kept(request, success({ vary: 'Accept-Language' }));
    expect(reply?.headers.get('vary')).toBe('Accept-Language, Authorization');
  });

  it('keeps no credentialed reply from another origin whose Vary it cannot read', async () => {
    // A cross-origin reply shows its Vary only when the server exposes it.
    expect(await kept(apiRequest(), success())).toBeNull();
  });

  it('keeps a credentialed reply from another origin that shows its Vary', async () => {
    expect(await kept(apiRequest(), success({ vary: 'Origin' }))).not.toBeNull();
  });

  it('keeps no reply that varies by cookie, which the worker cannot see', async () => {
    expect(await kept(apiRequest(), success({ vary: 'Origin, Cookie' }))).toBeNull();
  });

  it('keeps a reply of its own origin sent without a token as it is', async () => {
    vi.stubGlobal('registration', { scope: `${API}/` });
    expect((await kept(apiRequest(), success()))?.headers.get('vary')).toBeNull();
  });
});

describe('the API replies the worker keeps, when the page lets them go', () => {
  const request = () => apiRequest({ headers: { Authorization: 'Bearer first' } });

  it('keeps no reply to a request started before the page let the replies go', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const state = {};
    await keptApiReplies.handlerWillStart({ request: request(), state });
    vi.advanceTimersByTime(5);
    await forgetWorkerReplies();
    vi.advanceTimersByTime(5);
    expect(
      await keptApiReplies.cacheWillUpdate({ request: request(), response: success(), state }),
    ).toBeNull();
  });

  it('takes back a reply put while the page let the replies go', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const state = {};
    const asked = request();
    await keptApiReplies.handlerWillStart({ request: asked, state });
    vi.advanceTimersByTime(5);
    const reply = await keptApiReplies.cacheWillUpdate({
      request: asked,
      response: success(),
      state,
    });
    expect(reply).not.toBeNull();
    // The page empties the cache, then the worker's put of the reply lands in a new one.
    await forgetWorkerReplies();
    await (await caches.open('api')).put(asked, reply as Response);
    await keptApiReplies.cacheDidUpdate({ cacheName: 'api', request: asked, state });
    expect(caches.urls('api')).toEqual([]);
  });

  it('keeps a reply to what the page asks for at once after, in the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const forgetting = forgetWorkerReplies();
    const state = {};
    const asked = request();
    await keptApiReplies.handlerWillStart({ request: asked, state });
    await forgetting;
    expect(
      await keptApiReplies.cacheWillUpdate({ request: asked, response: success(), state }),
    ).not.toBeNull();
  });

  it('lets go of every reply asked for before, and keeps one the new visitor asked for since', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const put = async (url: string) => {
      const state = {};
      const asked = new Request(url, { headers: { Authorization: 'Bearer first' } });
      await (
        await caches.open('api')
      ).put(asked, (await kept(asked, success(), state)) as Response);
    };
    await put(`${API}/api/favorites/total?uuid=oldcode1`);
    const letGoAt = Date.now() + 3;
    vi.advanceTimersByTime(5);
    // The page asked for the new visitor at once, and the reply landed before the old ones went.
    await put(`${API}/api/favorites/total?uuid=newcode1`);
    await forgetWorkerReplies(() => letGoAt);
    expect(caches.urls('api')).toEqual([`${API}/api/favorites/total?uuid=newcode1`]);
  });

  it('keeps a reply to a request started after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await forgetWorkerReplies();
    vi.advanceTimersByTime(5);
    const state = {};
    const asked = request();
    const reply = await kept(asked, success(), state);
    await (await caches.open('api')).put(asked, reply as Response);
    await keptApiReplies.cacheDidUpdate({ cacheName: 'api', request: asked, state });
    expect(caches.urls('api')).toEqual([asked.url]);
  });
});
