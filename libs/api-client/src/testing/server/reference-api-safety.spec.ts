import type { EnvelopeJson, FavouriteUserJson } from '../wire-types';
import { segmentMatches } from './faults';
import {
  createReferenceApi as createApi,
  MAX_BODY_BYTES,
  type ReferenceApiOptions,
} from './reference-api';

const ORIGIN = 'http://localhost';

/** A server that takes the sites these tests use. */
const createReferenceApi = (options: ReferenceApiOptions = {}) =>
  createApi({ sites: ['caps', 's'], ...options });

async function call<T = unknown>(
  api: ReturnType<typeof createReferenceApi>,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: EnvelopeJson<T> }> {
  const response = await api.fetch(new Request(`${ORIGIN}${path}`, init));
  return { status: response.status, body: (await response.json()) as EnvelopeJson<T> };
}

const json = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const favourite = (id: number, uuid: string) => ({
  id,
  imgUrl: '/covers/video/1.png.enc',
  imgType: 'png',
  title: `视频 ${id}`,
  path: '/media/clip-1/master.m3u8',
  created_at: '2026-10-31 12:00:00',
  uuid,
  site: 'caps',
});

describe('the test hooks', () => {
  it.each([
    ['POST', '/__test/reset'],
    ['POST', '/__test/fault'],
    ['DELETE', '/__test/fault'],
    ['GET', '/__test/feedback'],
    ['GET', '/stats/pageviews'],
  ])('are not there unless asked for: %s %s → 404', async (method, path) => {
    const api = createReferenceApi();
    const init = method === 'POST' ? json({ path: '/api/adsort', status: 500 }) : { method };
    expect((await call(api, path, init)).status).toBe(404);
    expect((await call(api, '/api/adsort')).status).toBe(200);
  });
});

describe('request bodies', () => {
  const api = createReferenceApi({ testHooks: true });

  it(`are refused with 413 past ${MAX_BODY_BYTES} bytes`, async () => {
    const huge = JSON.stringify({ content: 'x'.repeat(MAX_BODY_BYTES) });
    const reply = await call(api, '/api/syssuggest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(huge.length) },
      body: huge,
    });
    expect(reply).toMatchObject({ status: 413, body: { code: 413 } });
    expect((await call(api, '/__test/feedback')).body.rescont).toEqual([]);
  });

  it('are refused with 413 when a stream without a length runs past the limit', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 4 * MAX_BODY_BYTES) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit;
    expect((await call(api, '/api/syssuggest', init)).status).toBe(413);
    expect(sent).toBeLessThan(4 * MAX_BODY_BYTES);
  });

  it('must say they are JSON: a text/plain post (no preflight from another page) is refused', async () => {
    const reply = await call(api, '/share-api/favorites', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(favourite(4, 'victim01')),
    });
    expect(reply.status).toBe(400);
    const total = await call(api, '/share-api/favorites/total?uuid=victim01&site=caps');
    expect(total.body.rescont).toEqual({ total: 0 });
  });

  it('may be text/plain for a page view, which a beacon sends', async () => {
    const view = { site: 's', path: '/home', ts: 1 };
    const reply = await call(api, '/stats/pageview', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(view),
    });
    expect(reply.status).toBe(200);
  });
});

describe('what the server keeps is capped, the oldest dropped', () => {
  const capped = (limits: ReferenceApiOptions['limits']) =>
    createReferenceApi({ testHooks: true, limits });

  it('page views', async () => {
    const api = capped({ pageViews: 3 });
    for (const n of [1, 2, 3, 4, 5])
      await call(api, '/stats/pageview', json({ site: 's', path: `/p${n}`, ts: n }));
    const views = await call<{ path: string }[]>(api, '/stats/pageviews');
    expect(views.body.rescont.map(({ path }) => path)).toEqual(['/p3', '/p4', '/p5']);
  });

  it('feedback', async () => {
    const api = capped({ feedback: 2 });
    for (const content of ['一', '二', '三']) await call(api, '/api/syssuggest', json({ content }));
    const kept = await call<{ content: string }[]>(api, '/__test/feedback');
    expect(kept.body.rescont.map(({ content }) => content)).toEqual(['二', '三']);
  });

  it('faults', async () => {
    const api = capped({ faults: 2 });
    for (const path of ['/api/adsort', '/api/videosort', '/api/videoSearchHot'])
      await call(api, '/__test/fault', json({ path, status: 500 }));
    expect((await call(api, '/api/adsort')).status).toBe(200);
    expect((await call(api, '/api/videosort')).status).toBe(500);
    expect((await call(api, '/api/videoSearchHot')).status).toBe(500);
  });

  it('visitors with favourites, per site', async () => {
    const api = capped({ favouriteOwners: 2 });
    for (const uuid of ['owner01', 'owner02', 'owner03'])
      await call(api, '/share-api/favorites', json(favourite(7, uuid)));
    const totals = await Promise.all(
      ['owner01', 'owner02', 'owner03'].map(
        async (uuid) =>
          (await call<{ total: number }>(api, `/share-api/favorites/total?uuid=${uuid}&site=caps`))
            .body.rescont.total,
      ),
    );
    expect(totals).toEqual([0, 1, 1]);
  });

  it('favourites per visitor', async () => {
    const api = capped({ favouritesPerOwner: 2 });
    for (const id of [1, 2, 3])
      await call(api, '/share-api/favorites', json(favourite(id, 'many01')));
    const ids = await call(
      api,
      '/share-api/favorites/ids',
      json({ id: [1, 2, 3], uuid: 'many01', site: 'caps' }),
    );
    expect(ids.body.rescont).toEqual({ ids: [2, 3] });
  });

  it('visitors counted per share video, and share videos with visits', async () => {
    const api = capped({ shareVisitors: 2, sharedVideos: 1 });
    // With the hooks on, each call may stand for another client (X-Test-Client).
    const check = async (id: number, client?: string) =>
      (
        await call<{ ip_count: number }>(
          api,
          `/share-api/share/check?id=${id}${client ? '&visit=1' : ''}`,
          { headers: client ? { 'X-Test-Client': client } : {} },
        )
      ).body.rescont.ip_count;
    for (const client of ['a1', 'a2', 'a3']) await check(1, client);
    expect(await check(1)).toBe(2);
    await check(2, 'b1');
    expect([await check(1), await check(2)]).toEqual([0, 1]);
  });

  it('page views by bytes too: a few large ones push out the oldest', async () => {
    const api = capped({ pageViewBytes: 10_000 });
    const long = (n: number) => `/p${n}/${'x'.repeat(1_000)}`;
    for (const n of Array.from({ length: 30 }, (_, i) => i))
      await call(api, '/stats/pageview', json({ site: 's', path: long(n), ts: n }));
    const views = await call<{ path: string }[]>(api, '/stats/pageviews');
    expect(JSON.stringify(views.body.rescont).length).toBeLessThanOrEqual(10_000);
    expect(views.body.rescont.at(-1)?.path).toBe(long(29));
  });

  it('favourites by bytes too, across visitors: the one changed longest ago goes', async () => {
    const api = capped({ favouriteBytes: 1_000 });
    const owners = Array.from({ length: 10 }, (_, i) => `bytes${i}`);
    for (const uuid of owners) await call(api, '/share-api/favorites', json(favourite(3, uuid)));
    const totals = await Promise.all(
      owners.map(
        async (uuid) =>
          (await call<{ total: number }>(api, `/share-api/favorites/total?uuid=${uuid}&site=caps`))
            .body.rescont.total,
      ),
    );
    expect(totals[0]).toBe(0);
    expect(totals.at(-1)).toBe(1);
  });
});

describe('fault patterns', () => {
  it.each([
    ['/api/videosort/*', '/api/videosort/12', true],
    ['/api/videosort/*', '/api/videosort', false],
    ['/api/*', '/api/videosort/12', false],
    ['/api/*/12', '/api/videosort/12', true],
    ['/api/video*', '/api/videoplay', true],
    ['/api/a*b*c', '/api/aXbYc', true],
    ['/api/a*b*c', '/api/aXbY', false],
  ])('%s matches %s: %s', async (pattern, path, faulted) => {
    const api = createReferenceApi({ faults: [{ path: pattern, status: 500 }] });
    expect((await call(api, path)).status === 500).toBe(faulted);
  });

  it('match a crafted path against a crafted pattern in linear-ish time, not by backtracking', () => {
    const pattern = `${'*a'.repeat(40)}b`;
    const text = 'a'.repeat(20_000);
    const started = performance.now();
    expect(segmentMatches(pattern, text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuse a pattern longer than 256 characters', async () => {
    const api = createReferenceApi({ testHooks: true });
    const reply = await call(
      api,
      '/__test/fault',
      json({ path: `/${'*'.repeat(256)}`, status: 500 }),
    );
    expect(reply.status).toBe(400);
  });
});

describe('the Host a request names', () => {
  const api = createReferenceApi({
    publicOrigins: ['http://localhost:4200'],
    clientAddress: () => '127.0.0.1',
    trustedProxies: ['127.0.0.1'],
    testHooks: true,
  });
  const at = (origin: string, path: string, headers: Record<string, string> = {}) =>
    api.fetch(new Request(`${origin}${path}`, { headers }));

  it('is answered when it is one of the public origins', async () => {
    expect((await at('http://localhost:4200', '/api/adsort')).status).toBe(200);
  });

  it.each(['/api/adsort', '/stats/errors/summary', '/__test/feedback', '/media/x'])(
    'is refused with 421 when it is another (a rebound name): %s',
    async (path) => {
      const reply = await at('http://rebound.example:4200', path);
      expect(reply.status).toBe(421);
      expect(((await reply.json()) as EnvelopeJson<unknown>).code).toBe(421);
    },
  );

  it('is refused when a trusted proxy forwards another', async () => {
    const reply = await at('http://localhost:4200', '/api/adsort', {
      'X-Forwarded-Host': 'rebound.example',
    });
    expect(reply.status).toBe(421);
  });
});

describe('forwarded headers', () => {
  const spoofed = {
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': '10.9.9.9',
  };

  it('are ignored from a peer that is not a trusted proxy', async () => {
    const api = createReferenceApi({
      testHooks: true,
      clientAddress: () => '192.168.1.50',
      trustedProxies: ['127.0.0.1'],
    });
    const video = await call<{ videopath: string }>(api, '/api/videoplay/1', { headers: spoofed });
    expect(video.body.rescont.videopath).toMatch(/^http:\/\/localhost\/media\//);
    await call(api, '/stats/pageview', {
      ...json({ site: 's', path: '/' }),
      headers: { ...spoofed, 'Content-Type': 'application/json' },
    });
    const views = await call<{ visitor: string }[]>(api, '/stats/pageviews');
    expect(views.body.rescont.map(({ visitor }) => visitor)).toEqual(['192.168.1.50']);
  });

  it('from a trusted proxy name the client it saw, not what the client wrote before it', async () => {
    const api = createReferenceApi({
      testHooks: true,
      clientAddress: () => '127.0.0.1',
      trustedProxies: ['127.0.0.1'],
    });
    await call(api, '/stats/pageview', {
      ...json({ site: 's', path: '/' }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9, 192.168.1.50' },
    });
    const views = await call<{ visitor: string }[]>(api, '/stats/pageviews');
    expect(views.body.rescont.map(({ visitor }) => visitor)).toEqual(['192.168.1.50']);
  });
});

describe('unlock visitors behind a proxy', () => {
  const unlockCount = async (api: ReturnType<typeof createReferenceApi>, visitors: string[]) => {
    for (const visitor of visitors)
      await call(api, '/share-api/share/check?id=1&visit=1', {
        headers: { 'X-Forwarded-For': visitor },
      });
    return (await call<{ ip_count: number }>(api, '/share-api/share/check?id=1')).body.rescont
      .ip_count;
  };

  it('are counted apart when the proxy is trusted', async () => {
    const api = createReferenceApi({
      clientAddress: () => '127.0.0.1',
      trustedProxies: ['127.0.0.1'],
    });
    expect(await unlockCount(api, ['203.0.113.1', '203.0.113.2'])).toBe(2);
  });

  it('are not counted as one when the proxy is not trusted: none is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = createReferenceApi({ clientAddress: () => '127.0.0.1' });
    expect(await unlockCount(api, ['203.0.113.1', '203.0.113.2'])).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('DEMO_TRUSTED_PROXIES'));
    warn.mockRestore();
  });
});

describe('visitors with favourites', () => {
  const api = createReferenceApi({ testHooks: true });
  const users = async () =>
    (await call<{ data: FavouriteUserJson[] }>(api, '/share-api/favorites/user?site=caps')).body
      .rescont.data;

  beforeAll(async () => {
    await call(api, '/share-api/favorites', json(favourite(9, 'secret77')));
  });

  it('are listed by a public id, never by the code that owns their favourites', async () => {
    const [listed] = await users();
    expect(listed.uuid).not.toBe('secret77');
    expect(listed.uuid).toMatch(/^[a-z0-9]{10}$/);
    expect(JSON.stringify(await users())).not.toContain('secret77');
  });

  it('show their favourites by public id, and not by code', async () => {
    const [listed] = await users();
    const byId = await call<{ data: { id: number }[] }>(
      api,
      `/share-api/favorites/userVideos?id=${listed.uuid}&site=caps`,
    );
    expect(byId.body.rescont.data.map(({ id }) => id)).toEqual([9]);
    const byCode = await call<{ data: unknown[] }>(
      api,
      '/share-api/favorites/userVideos?id=secret77&site=caps',
    );
    expect(byCode.body.rescont.data).toEqual([]);
  });

  it('cannot lose their favourites to someone holding only the public id', async () => {
    const [listed] = await users();
    await call(
      api,
      '/share-api/favorites',
      json({ id: 9, uuid: listed.uuid, site: 'caps' }, 'DELETE'),
    );
    expect(await users()).toEqual([{ uuid: listed.uuid, total: 1 }]);
  });

  it('keep their public id from one server to the next with the same key, and not with another', () => {
    const key = 'ab'.repeat(16);
    const ids = [key, key, 'cd'.repeat(16)].map(async (publicIdKey) => {
      const server = createReferenceApi({ publicIdKey });
      await call(server, '/share-api/favorites', json(favourite(1, 'same0001')));
      return (
        await call<{ data: FavouriteUserJson[] }>(server, '/share-api/favorites/user?site=caps')
      ).body.rescont.data[0].uuid;
    });
    return Promise.all(ids).then(([first, again, other]) => {
      expect(again).toBe(first);
      expect(other).not.toBe(first);
    });
  });
});
