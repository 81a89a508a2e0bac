import { coverPlaceholder } from '../covers/cover-placeholder';
import type { EnvelopeJson } from '../wire-types';
import type { FaultRule } from './faults';
import { createReferenceApi, type ReferenceApi } from './reference-api';

const ORIGIN = 'http://localhost';

async function call<T = unknown>(
  api: ReferenceApi,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: EnvelopeJson<T>; headers: Headers }> {
  const response = await api.fetch(new Request(`${ORIGIN}${path}`, init));
  return {
    status: response.status,
    body: (await response.json()) as EnvelopeJson<T>,
    headers: response.headers,
  };
}

const post = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const addFault = (api: ReferenceApi, rule: FaultRule) => call(api, '/__test/fault', post(rule));

describe('createReferenceApi', () => {
  let api: ReferenceApi;
  beforeEach(() => {
    api = createReferenceApi({ testHooks: true });
  });

  it('refuses a cipher key that is not 32 hex characters', () => {
    expect(() => createReferenceApi({ cipherKey: 'abc' })).toThrow(/cipherKey/);
  });

  describe('faults', () => {
    it.each([
      [401, '登录已失效，请重新登录'],
      [500, '服务器错误，请稍后重试'],
      [503, '服务器错误，请稍后重试'],
    ])('replies %i with an envelope of its message', async (status, msg) => {
      await addFault(api, { path: '/api/videosort/*', status });
      expect(await call(api, '/api/videosort/1')).toMatchObject({
        status,
        body: { code: status, msg },
      });
      expect((await call(api, '/api/videosort')).status).toBe(200);
    });

    it('sends a malformed body verbatim', async () => {
      await addFault(api, { path: '/api/videoindex', body: '{"code":' });
      const response = await api.fetch(new Request(`${ORIGIN}/api/videoindex`));
      expect([response.status, await response.text()]).toEqual([200, '{"code":']);
    });

    it('applies only to its method and only `times` times', async () => {
      await addFault(api, { path: '/share-api/favorites', method: 'post', status: 500, times: 1 });
      const favourite = { id: 1, imgUrl: '', imgType: 'png', title: 't', path: '', created_at: '' };
      const body = { ...favourite, uuid: 'abcdef', site: 'demo' };
      expect((await call(api, '/share-api/favorites?uuid=abcdef&site=demo')).status).toBe(200);
      expect((await call(api, '/share-api/favorites', post(body))).status).toBe(500);
      expect((await call(api, '/share-api/favorites', post(body))).status).toBe(200);
    });

    it('delays the real reply', async () => {
      await addFault(api, { path: '/api/adsort', delayMs: 60 });
      const started = performance.now();
      const { status } = await call(api, '/api/adsort');
      expect(status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    });

    it('are cleared by DELETE and by a reset, but not the configured ones', async () => {
      const configured = createReferenceApi({
        testHooks: true,
        faults: [{ path: '/api/adsort', status: 500 }],
      });
      await addFault(configured, { path: '/api/videosort', status: 500 });
      await call(configured, '/__test/fault', { method: 'DELETE' });
      expect((await call(configured, '/api/videosort')).status).toBe(200);
      await call(configured, '/__test/reset', { method: 'POST' });
      expect((await call(configured, '/api/adsort')).status).toBe(500);
    });

    it.each([[{ path: 'no-slash' }], [{ path: '/x', status: 204 }], [{ path: '/x', status: 99 }]])(
      'rejects the rule %j',
      async (rule) => {
        expect((await call(api, '/__test/fault', post(rule))).status).toBe(400);
      },
    );
  });

  it('restores seeded favourites, share visits and feedback on reset', async () => {
    const users = await call<{ total: number }>(api, '/share-api/favorites/user?site=demo');
    await call(
      api,
      '/share-api/favorites',
      post({ id: 5, uuid: 'newuser1', site: 'demo' }, 'POST'),
    );
    await call(api, '/api/syssuggest', post({ content: '播放时卡顿严重' }));
    await call(api, '/share-api/share/check?id=357&uuid=someone&visit=1');
    await call(api, '/__test/reset', { method: 'POST' });
    expect(await call(api, '/share-api/favorites/user?site=demo')).toEqual(users);
    expect((await call(api, '/__test/feedback')).body.rescont).toEqual([]);
    expect((await call(api, '/share-api/share/check?id=357')).body.rescont).toEqual({
      ip_count: 2,
    });
  });

  it('stores feedback and thanks in the reply', async () => {
    const feedback = {
      device: 2,
      title: '无法播放',
      video_id: 12,
      content: ' 视频一直在加载中 ',
      uuid: 'abc123',
    };
    expect((await call(api, '/api/syssuggest', post(feedback))).body).toEqual({
      code: 200,
      msg: '提交成功，感谢您的反馈',
      rescont: null,
    });
    expect((await call(api, '/__test/feedback')).body.rescont).toEqual([
      { ...feedback, content: '视频一直在加载中' },
    ]);
  });

  it('takes feedback about no video in particular (from 我的: video_id null)', async () => {
    const feedback = {
      device: 2,
      title: '其他',
      video_id: null,
      content: '首页加载慢',
      uuid: 'abc123',
    };
    expect((await call(api, '/api/syssuggest', post(feedback))).status).toBe(200);
  });

  it.each([
    ['no content', { title: '其他' }],
    ['blank content', { content: '   ' }],
    ['content that is not text', { content: 42 }],
  ])('refuses feedback with %s', async (_, body) => {
    expect(await call(api, '/api/syssuggest', post(body))).toMatchObject({
      status: 400,
      body: { code: 400, msg: '反馈内容不能为空' },
    });
  });

  it('resolves links against the origin a trusted proxy forwards', async () => {
    const proxied = createReferenceApi({
      clientAddress: () => '::ffff:127.0.0.1',
      trustedProxies: ['127.0.0.1'],
    });
    const { body } = await call<{ videopath: string; coverbase64: { url: string } }>(
      proxied,
      '/api/videoplay/1',
      { headers: { 'X-Forwarded-Host': '192.168.1.9:4311', 'X-Forwarded-Proto': 'http' } },
    );
    expect(body.rescont.videopath).toMatch(/^http:\/\/192\.168\.1\.9:4311\/media\/clip-\d\//);
    expect(body.rescont.coverbase64.url).toBe('http://192.168.1.9:4311/covers/video/1.jpg.enc');
  });

  it('gives some videos of a list a blurred preview of their cover, the others none', async () => {
    const { body } = await call<{ data: { id: number; imgbase64?: string }[] }>(
      api,
      '/api/videosort/1',
    );
    const previews = body.rescont.data.map(({ id, imgbase64 }) => ({ id, imgbase64 }));
    const withPreview = previews.filter(({ imgbase64 }) => imgbase64 !== undefined);
    expect(withPreview.length).toBeGreaterThan(0);
    expect(withPreview.length).toBeLessThan(previews.length);
    for (const { id, imgbase64 } of withPreview) expect(imgbase64).toBe(coverPlaceholder(id));
  });

  it('uses an absolute media base as given', async () => {
    const cdn = createReferenceApi({ mediaBaseUrl: 'https://cdn.example.com/hls/' });
    const { body } = await call<{ videopath: string }>(cdn, '/api/videoplay/1');
    expect(body.rescont.videopath).toMatch(
      /^https:\/\/cdn\.example\.com\/hls\/clip-\d\/master\.m3u8$/,
    );
  });

  it('lists seeded favourites with absolute URLs', async () => {
    const { body: users } = await call<{ data: { uuid: string }[] }>(
      api,
      '/share-api/favorites/user?site=demo',
    );
    const uuid = users.rescont.data[0].uuid;
    const { body } = await call<{ data: { imgUrl: string; path: string }[] }>(
      api,
      `/share-api/favorites/userVideos?id=${uuid}&site=demo`,
    );
    for (const { imgUrl, path } of body.rescont.data) {
      expect(imgUrl).toMatch(/^http:\/\/localhost\/covers\/video\/\d+\.jpg\.enc$/);
      expect(path).toMatch(/^http:\/\/localhost\/media\/clip-\d\/master\.m3u8$/);
    }
  });

  describe('CORS', () => {
    const preflight = (origin: string): RequestInit => ({
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'DELETE',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

    it.each([
      ['an allowed origin', 'http://phone.local:4200', 'http://phone.local:4200'],
      ['another origin', 'http://evil.example', null],
    ])('answers %s', async (_, origin, allowed) => {
      const strict = createReferenceApi({ webOrigins: ['http://phone.local:4200'] });
      const response = await strict.fetch(
        new Request(`${ORIGIN}/share-api/favorites`, preflight(origin)),
      );
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(allowed);
    });

    it('allows an origin on the list with credentials, errors included', async () => {
      const strict = createReferenceApi({ webOrigins: ['http://10.0.0.2:4200'] });
      const { headers, status } = await call(strict, '/api/videoplay/0', {
        headers: { Origin: 'http://10.0.0.2:4200' },
      });
      expect(status).toBe(404);
      expect(headers.get('Access-Control-Allow-Origin')).toBe('http://10.0.0.2:4200');
      expect(headers.get('Access-Control-Allow-Credentials')).toBe('true');
    });

    it('allows no other origin when no list is configured', async () => {
      const { headers } = await call(api, '/share-api/favorites/user?site=demo', {
        headers: { Origin: 'http://10.0.0.2:4200' },
      });
      expect(headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(headers.get('Access-Control-Allow-Credentials')).toBeNull();
    });
  });
});
