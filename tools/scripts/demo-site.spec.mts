// The demo as `npm start` serves it, seen from another machine on the LAN: over real HTTP, at
// the address `npm start` prints for phones (this machine's LAN address when it has one).
import { createCatalogue } from '@video/api-client/testing';
import { lanAddresses } from '@video/demo-api';
import { type DemoSite, startDemoSite } from './demo-site.mts';

const lanHost = lanAddresses()[0] ?? '127.0.0.1';
const shareVideoIds = createCatalogue()
  .videos.filter(({ typeId }) => typeId === 60)
  .map(({ id }) => id);

let site: DemoSite;
let web: string;

beforeAll(async () => {
  site = await startDemoSite({
    mode: 'dev',
    host: '0.0.0.0',
    port: 0,
    env: { DEMO_API_PORT: '0' },
    outDir: 'unused',
    build: false,
    logLevel: 'silent',
  });
  web = `http://${lanHost}:${site.port}`;
});
afterAll(() => site.close());

interface Envelope<T> {
  code: number;
  rescont: T;
}

/** The reply as JSON, or null when it is not the API's JSON (e.g. the app's HTML). */
async function envelopeOf<T>(response: Response): Promise<Envelope<T> | null> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return null;
  }
}

const text = (body: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  body,
});

describe('npm start on a LAN', () => {
  it('serves the app and proxies the API at the LAN address it prints', async () => {
    expect((await fetch(`${web}/`)).status).toBe(200);
    const reply = await envelopeOf<unknown[]>(await fetch(`${web}/api/adsort`));
    expect(reply?.code).toBe(200);
  });

  it('keeps the demo API itself off the network: it listens on loopback only', async () => {
    expect(site.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    if (lanHost === '127.0.0.1') return;
    const port = new URL(site.apiUrl).port;
    await expect(fetch(`http://${lanHost}:${port}/api/adsort`)).rejects.toThrow();
  });

  it.each([
    ['POST', '/__test/fault', JSON.stringify({ path: '/api/adsort', status: 500 })],
    ['POST', '/__test/reset', ''],
    ['DELETE', '/__test/fault', undefined],
    ['GET', '/__test/feedback', undefined],
    ['GET', '/stats/pageviews', undefined],
  ])('has no test hook to reach: %s %s', async (method, path, body) => {
    const init: RequestInit = { method, body, headers: { 'Content-Type': 'application/json' } };
    const viaWeb = await envelopeOf(await fetch(`${web}${path}`, init));
    expect(viaWeb?.code ?? 404).toBe(404);
    const direct = await fetch(`${site.apiUrl}${path}`, init);
    expect(direct.status).toBe(404);
    expect((await fetch(`${web}/api/adsort`)).status).toBe(200);
  });

  it('answers another origin no CORS: its pages cannot read the replies', async () => {
    const origin = { Origin: 'http://evil.example' };
    const list = await fetch(`${web}/share-api/favorites/user?site=demo`, { headers: origin });
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect(list.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${web}/share-api/favorites`, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('takes no write another page could send without a preflight (text/plain)', async () => {
    const owner = { uuid: 'lanvictim1', site: 'demo' };
    const favourite = {
      id: 3,
      imgUrl: '/covers/video/3.png.enc',
      imgType: 'png',
      title: '视频',
      path: '/media/clip-1/master.m3u8',
      created_at: '2026-10-31 12:00:00',
      ...owner,
    };
    const added = await fetch(`${web}/share-api/favorites`, text(JSON.stringify(favourite)));
    expect(added.status).toBe(400);
    const feedback = await fetch(`${web}/api/syssuggest`, text('{"content":"伪造的反馈"}'));
    expect(feedback.status).toBe(400);
    const total = await envelopeOf<{ total: number }>(
      await fetch(`${web}/share-api/favorites/total?uuid=lanvictim1&site=demo`),
    );
    expect(total?.rescont).toEqual({ total: 0 });
  });

  it('lists visitors with favourites by public id, never by the code that deletes them', async () => {
    const users = await envelopeOf<{ data: { uuid: string }[] }>(
      await fetch(`${web}/share-api/favorites/user?site=demo`),
    );
    const seededCodes = createCatalogue().favouriteSeeds.map(({ uuid }) => uuid);
    const listed = users?.rescont.data.map(({ uuid }) => uuid) ?? [];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((id) => seededCodes.includes(id))).toEqual([]);
  });

  it('refuses a 20 MB body with 413, however often it comes', async () => {
    const huge = new Uint8Array(20 * 1024 * 1024).fill(0x61);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const reply = await fetch(`${web}/api/syssuggest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: huge,
      });
      expect(reply.status).toBe(413);
      await reply.arrayBuffer();
    }
    expect((await fetch(`${web}/api/adsort`)).status).toBe(200);
  });

  it('builds links for the host the visitor used, whatever X-Forwarded-Host says', async () => {
    const reply = await envelopeOf<{ videopath: string }>(
      await fetch(`${web}/api/videoplay/1`, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      }),
    );
    expect(reply?.rescont.videopath.startsWith(`${web}/media/`)).toBe(true);
  });

  it('counts an unlock visitor by their real address, whatever X-Forwarded-For says', async () => {
    const id = shareVideoIds[4];
    const count = async (headers: Record<string, string> = {}, visit = '') =>
      (
        await envelopeOf<{ ip_count: number }>(
          await fetch(`${web}/share-api/share/check?id=${id}${visit}`, { headers }),
        )
      )?.rescont.ip_count;
    const before = await count();
    await count({ 'X-Forwarded-For': '10.1.1.1' }, '&visit=1');
    await count({ 'X-Forwarded-For': '10.2.2.2' }, '&visit=1');
    await count({}, '&visit=1');
    expect(await count()).toBe((before ?? 0) + 1);
  });
});
