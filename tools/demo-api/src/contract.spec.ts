import jpegJs from 'jpeg-js';
import { decryptImage } from '@video/api-client';
import {
  createCatalogue,
  type EnvelopeJson,
  type FavouriteJson,
  type PageJson,
  TEST_CIPHER_KEY,
  type VideoJson,
} from '@video/api-client/testing';
import { type DemoApi, startDemoApi } from './server';

const catalogue = createCatalogue();
const shareVideos = catalogue.videos.filter(({ typeId }) => typeId === 60);
let api: DemoApi;

/** A phone's web app calling the demo API across origins (`DEMO_WEB_ORIGINS`). */
const WEB_ORIGIN = 'http://192.168.1.20:4200';

beforeAll(async () => {
  // As the browser tests run it: hooks on, behind a proxy on this machine.
  api = await startDemoApi({
    port: 0,
    host: '127.0.0.1',
    testHooks: true,
    trustedProxies: ['127.0.0.1'],
    webOrigins: [WEB_ORIGIN],
  });
});
afterAll(() => api.close());
afterEach(() => send('POST', '/__test/reset'));

async function get<T>(path: string, headers: HeadersInit = {}) {
  const response = await fetch(`${api.url}${path}`, { headers });
  return { response, body: (await response.json()) as EnvelopeJson<T> };
}

async function send<T>(method: string, path: string, body?: unknown, type = 'application/json') {
  const init = { method, headers: { 'Content-Type': type }, body: JSON.stringify(body) };
  const response = await fetch(`${api.url}${path}`, init);
  return { response, body: (await response.json()) as EnvelopeJson<T> };
}

const rescont = async <T>(path: string) => (await get<T>(path)).body.rescont;

describe('every call answers with the envelope', () => {
  it.each([
    '/api/videosort',
    '/api/videosort/1?orderby=new&page=1',
    '/api/videosort/59?orderby=hot',
    '/api/videosort/60?orderby=new',
    '/api/videosort/0?serach=%E6%B1%9F&page=1',
    '/api/videoindex',
    '/api/videorecommand',
    '/api/videomaylike?page=2',
    '/api/videoplay/1?uuid=1',
    '/api/videotopic/3?page=1',
    '/api/videoSearchHot',
    '/api/adinfo/USER',
    '/api/adinfo/PLAYINFO',
    '/api/adinfo/PLAYBEFORE',
    '/api/adinfo/SHORT_VIDEO',
    '/api/adinfo/BANNER/1',
    '/api/adinfo/EXPLODE/0',
    '/api/adsort',
    '/api/applink/checkin',
    '/api/applink/activity',
    '/api/sysnotice?page=1',
    '/api/rank?type=0&page=1',
    '/api/rank/pageviews/week',
    '/api/favorites?uuid=abcdef&site=demo&page=1',
    '/share-api/share/check?id=1&uuid=abcdef',
    '/share-api/favorites?uuid=abcdef&site=demo&page=1',
    '/share-api/favorites/userVideos?id=abcdef&site=demo&page=1',
    '/share-api/favorites/total?uuid=abcdef&site=demo',
    '/share-api/favorites/user?site=demo&page=1',
  ])('GET %s', async (path) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ code: 200, msg: expect.any(String), rescont: expect.anything() });
  });
});

describe('paging', () => {
  const list = (page: number) =>
    rescont<PageJson<VideoJson>>(`/api/videosort/1?orderby=hot&page=${page}`);

  it('pages a category by twelve, linking each page to the next and the last to none', async () => {
    const pages = await Promise.all([1, 2, 3].map(list));
    expect(pages.map(({ current_page, per_page }) => [current_page, per_page])).toEqual([
      [1, 12],
      [2, 12],
      [3, 12],
    ]);
    expect(pages[0].next_page_url).toBe(`${api.url}/api/videosort/1?orderby=hot&page=2`);
    expect(pages[2].next_page_url).toBeNull();
    const ids = pages.flatMap(({ data }) => data.map(({ id }) => id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(pages[0].total);
  });

  it.each([
    ['hot', 'pageviews'],
    ['new', 'created_at'],
  ] as const)('sorts by %s: %s descending', async (orderby, field) => {
    const { data } = await rescont<PageJson<VideoJson>>(`/api/videosort/0?orderby=${orderby}`);
    const values = data.map((video) => video[field]);
    expect([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(values);
  });

  it('ranks across pages: page 2 starts at 13', async () => {
    const { data } = await rescont<PageJson<VideoJson>>('/api/rank?type=2&page=2');
    expect(data.map(({ rank }) => rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 13));
  });

  it.each(['', '/day', '/month'])('ranks the period%s from 1', async (period) => {
    const videos = await rescont<VideoJson[]>(`/api/rank/pageviews${period}`);
    expect(videos.map(({ rank }) => rank)).toEqual(videos.map((_, index) => index + 1));
  });
});

describe('content', () => {
  it('finds a known title, starred titles included', async () => {
    const wanted = catalogue.videos.filter(({ title }) => title.startsWith('★'))[0];
    const keyword = encodeURIComponent(wanted.title.slice(1));
    const { data } = await rescont<PageJson<VideoJson>>(`/api/videosort/0?serach=${keyword}`);
    expect(data.map(({ title }) => title)).toContain(wanted.title);
  });

  it('opens the home feed with a banner ad before the category blocks of twelve', async () => {
    const blocks = await rescont<({ is_ad: 1 } | { list: VideoJson[] })[]>('/api/videoindex');
    expect(blocks[0]).toMatchObject({ is_ad: 1 });
    const categories = blocks.filter((block) => 'list' in block);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(categories.every(({ list }) => list.length === 12)).toBe(true);
  });

  it('gives the pre-roll ad its clip and five seconds', async () => {
    const [ad] = await rescont<{ videopath: string; duration: number }[]>('/api/adinfo/PLAYBEFORE');
    expect(ad).toMatchObject({ videopath: `${api.url}/media/ad-1/master.m3u8`, duration: 5 });
  });
});

describe('favourites', () => {
  const owner = { uuid: 'tester01', site: 'demo' };
  const query = `uuid=${owner.uuid}&site=${owner.site}`;
  /** What a client posts; the service keeps only the id and the date. */
  const favourite = (id: number): FavouriteJson => ({
    id,
    imgUrl: 'https://tracker.example/pixel.gif',
    imgType: 'svg',
    title: `广告 ${id}`,
    path: 'javascript:alert(1)',
    created_at: '2026-10-31 12:00:00',
  });
  /** The same favourite as the service lists it: the catalogue's film. */
  const listed = (id: number): FavouriteJson => {
    const video = catalogue.videos.find((found) => found.id === id);
    return {
      id,
      imgUrl: `${api.url}/covers/video/${id}.jpg.enc`,
      imgType: 'jpeg',
      title: video?.title ?? '',
      path: `${api.url}/media/${video?.clip ?? ''}/master.m3u8`,
      created_at: '2026-10-31 12:00:00',
    };
  };

  /** Every visitor `favorites/user` lists, over its first pages. */
  const userIds = async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        rescont<PageJson<{ uuid: string }>>(`/share-api/favorites/user?site=demo&page=${n}`),
      ),
    );
    return pages.flatMap(({ data }) => data.map(({ uuid }) => uuid));
  };

  it('round-trips add, ids, list, total, users, user videos and remove', async () => {
    const listedBefore = await userIds();
    for (const id of [5, 9, 5])
      await send('POST', '/share-api/favorites', { ...favourite(id), ...owner });
    expect(
      await send('POST', '/share-api/favorites/ids', { id: [1, 5, 9], ...owner }),
    ).toMatchObject({ body: { rescont: { ids: [5, 9] } } });
    const list = await rescont<PageJson<FavouriteJson>>(`/share-api/favorites?${query}`);
    expect(list.data).toEqual([listed(9), listed(5)]);
    expect(await rescont(`/share-api/favorites/total?${query}`)).toEqual({ total: 2 });
    const firstPage = await rescont<PageJson<{ uuid: string }>>(
      '/share-api/favorites/user?site=demo',
    );
    expect(firstPage.per_page).toBe(5);
    // The list names the owner by a public id, not by the code that owns the favourites.
    const newcomers = (await userIds()).filter((id) => !listedBefore.includes(id));
    expect(newcomers).toHaveLength(1);
    expect(newcomers[0]).not.toBe(owner.uuid);
    expect(await rescont(`/share-api/favorites/userVideos?id=${newcomers[0]}&site=demo`)).toEqual(
      list,
    );

    await send('DELETE', '/share-api/favorites', { id: 9, ...owner });
    await send('POST', '/api/favorites/remove', { id: 5, ...owner });
    expect(await rescont(`/share-api/favorites/total?${query}`)).toEqual({ total: 0 });
    expect((await rescont<PageJson<unknown>>(`/api/favorites?${query}`)).data).toEqual([]);
  });

  it('keeps sites apart, and takes only the sites it serves', async () => {
    await send('POST', '/share-api/favorites', { ...favourite(3), ...owner });
    expect(await rescont(`/share-api/favorites/total?uuid=${owner.uuid}&site=reference`)).toEqual({
      total: 0,
    });
    const other = await get(`/share-api/favorites/total?uuid=${owner.uuid}&site=other`);
    expect(other.response.status).toBe(400);
  });
});

describe('share unlock count', () => {
  const check = (id: number, params: string, headers: HeadersInit = {}) =>
    get<{ ip_count: number }>(`/share-api/share/check?id=${id}&${params}`, headers);

  it('counts each visitor once, by address, and only on visit=1', async () => {
    const { id } = shareVideos[2];
    const friend1 = { 'X-Forwarded-For': '10.0.0.1' };
    const friend2 = { 'X-Forwarded-For': '10.0.0.2' };
    await check(id, 'uuid=friend1&visit=1', friend1);
    await check(id, 'uuid=friend1&visit=1', friend1);
    await check(id, 'uuid=madeup&visit=1', friend1);
    await check(id, 'uuid=friend2', friend2);
    expect((await check(id, 'uuid=owner')).body.rescont).toEqual({ ip_count: 1 });
    await check(id, 'uuid=friend2&visit=1', friend2);
    expect((await check(id, 'uuid=owner')).body.rescont).toEqual({ ip_count: 2 });
  });

  it('tells visitors without a code apart by the address the proxy saw', async () => {
    const { id } = shareVideos[3];
    await check(id, 'visit=1', { 'X-Forwarded-For': '10.0.0.7' });
    // What a client wrote before the proxy's entry does not count.
    await check(id, 'visit=1', { 'X-Forwarded-For': '172.16.0.1, 10.0.0.7' });
    await check(id, 'visit=1');
    expect((await check(id, '')).body.rescont).toEqual({ ip_count: 2 });
  });

  it('starts from the seeded visits', async () => {
    const counts = await Promise.all(shareVideos.slice(0, 2).map(({ id }) => check(id, '')));
    expect(counts.map(({ body }) => body.rescont.ip_count)).toEqual([2, 1]);
  });
});

it('records page views sent as a text beacon', async () => {
  const view = { site: 'reference', path: '/list?typeId=1', ts: 1_793_000_000_000 };
  const beacon = await send('POST', '/stats/pageview', view, 'text/plain;charset=UTF-8');
  expect(beacon.response.status).toBe(200);
  expect(await rescont('/stats/pageviews')).toEqual([{ ...view, visitor: '127.0.0.1' }]);
});

describe('covers', () => {
  const decrypt = async (path: string) => {
    const response = await fetch(`${api.url}${path}`);
    const encrypted = new Uint8Array(await response.arrayBuffer());
    return decryptImage({ algorithm: 'aes-128-cbc', key: TEST_CIPHER_KEY }, encrypted);
  };

  it.each([
    ['video', 1, 750, 422],
    ['ad', 1005, 750, 326],
  ])('serve %s %i as an encrypted %ix%i JPEG photograph', async (kind, id, width, height) => {
    const jpeg = await decrypt(`/covers/${kind}/${id}.jpg.enc`);
    expect(jpegJs.decode(jpeg, { useTArray: true })).toMatchObject({ width, height });
  });

  it('serve a category icon as an encrypted 96x96 PNG', async () => {
    const png = await decrypt('/covers/icon/59.png.enc');
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([96, 96]);
  });

  it('answer a cover asked for in another format than its own with 404', async () => {
    expect((await fetch(`${api.url}/covers/video/1.png.enc`)).status).toBe(404);
  });

  it('are linked from every video with the type that names their format', async () => {
    const video = await rescont<VideoJson>('/api/videoplay/42');
    expect(video.coverbase64).toEqual({ url: `${api.url}/covers/video/42.jpg.enc`, type: 'jpeg' });
  });
});

describe('errors', () => {
  it.each([
    ['an unknown video', '/api/videoplay/99999', 404],
    ['an unknown category', '/api/videosort/58', 404],
    ['an unknown tag', '/api/videotopic/999', 404],
    ['an unknown ad slot', '/api/adinfo/POPUP', 404],
    ['an unknown banner tag', '/api/adinfo/BANNER/77', 404],
    ['an unknown link', '/api/applink/lottery', 404],
    ['an unknown cover', '/covers/video/99999.png.enc', 404],
    ['an unknown path', '/api/nothing', 404],
    ['a video id that is no number', '/api/videoplay/abc', 400],
    ['a bad sort order', '/api/videosort/1?orderby=best', 400],
    ['page 0', '/api/videosort/1?page=0', 400],
    ['a bad rank period', '/api/rank/pageviews/year', 400],
    ['a list without its owner', '/share-api/favorites?site=demo', 400],
    ['a check without id', '/share-api/share/check?uuid=a', 400],
  ])('%s → %i envelope in Chinese', async (_, path, status) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(status);
    expect(body).toEqual({
      code: status,
      msg: expect.stringMatching(/[\u4e00-\u9fff]/),
      rescont: null,
    });
  });

  it.each([
    ['not JSON', '{'],
    ['a favourite without uuid', { id: 1, site: 'demo' }],
    ['ids that are not numbers', { id: ['1'], uuid: 'a', site: 'demo' }],
  ])('refuses a body that is %s with 400', async (_, body) => {
    const init = { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) };
    const response = await fetch(`${api.url}/share-api/favorites/ids`, init);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400 });
  });
});

it('answers a credentialed CORS preflight for JSON POST and DELETE', async () => {
  const response = await fetch(`${api.url}/share-api/favorites`, {
    method: 'OPTIONS',
    headers: {
      Origin: WEB_ORIGIN,
      'Access-Control-Request-Method': 'DELETE',
      'Access-Control-Request-Headers': 'content-type,authorization',
    },
  });
  expect(response.status).toBe(204);
  expect(Object.fromEntries(response.headers)).toMatchObject({
    'access-control-allow-origin': WEB_ORIGIN,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': expect.stringMatching(/POST.*DELETE|DELETE.*POST/),
    'access-control-allow-headers': expect.stringMatching(/content-type/i),
  });
});

describe('the test hooks, when on', () => {
  it.each([
    ['another origin', { Origin: 'http://evil.example' }],
    ['a page of another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a page of a sibling site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuse a request from %s with 403', async (_, headers: Record<string, string>) => {
    const reset = await fetch(`${api.url}/__test/reset`, { method: 'POST', headers });
    expect(reset.status).toBe(403);
    const views = await fetch(`${api.url}/stats/pageviews`, { headers });
    expect(views.status).toBe(403);
  });

  it("take the test's own calls and the app's own page", async () => {
    const own = { Origin: api.url, 'Sec-Fetch-Site': 'same-origin' };
    expect((await fetch(`${api.url}/__test/reset`, { method: 'POST', headers: own })).status).toBe(
      200,
    );
    expect((await fetch(`${api.url}/__test/reset`, { method: 'POST' })).status).toBe(200);
  });
});
