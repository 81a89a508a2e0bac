// The demo as `npm start` serves it, seen from another machine on the LAN: over real HTTP, at
// the address `npm start` prints for phones (this machine's LAN address when it has one).
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createCatalogue, DEFAULT_LIMITS } from '@video/api-client/testing';
import { lanAddresses } from '@video/demo-api';
// tools/deploy is no package (its files run as plain Node scripts): its headers are read in place.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { securityHeaders } from '../deploy/security-headers.mjs';
import { DEFAULT_WEB_HOST, type DemoSite, startDemoSite, webHost } from './demo-site.mts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const catalogue = createCatalogue();

const lanHost = lanAddresses()[0] ?? '127.0.0.1';
const shareVideoIds = catalogue.videos.filter(({ typeId }) => typeId === 60).map(({ id }) => id);

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

  it('counts an unlock visitor by their real address, whatever X-Forwarded-For or uuid says', async () => {
    const id = shareVideoIds[4];
    const count = async (headers: Record<string, string> = {}, visit = '') =>
      (
        await envelopeOf<{ ip_count: number }>(
          await fetch(`${web}/share-api/share/check?id=${id}${visit}`, { headers }),
        )
      )?.rescont.ip_count;
    const before = await count();
    await count({ 'X-Forwarded-For': '10.1.1.1' }, '&visit=1&uuid=madeup01');
    await count({ 'X-Forwarded-For': '10.2.2.2' }, '&visit=1&uuid=madeup02');
    await count({}, '&visit=1&uuid=madeup03');
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it("shows another visitor's favourite as the catalogue's film, whatever was posted", async () => {
    const video = catalogue.videos.find(({ typeId }) => typeId !== 60) ?? catalogue.videos[0];
    const posted = {
      id: video.id,
      imgUrl: `${web}/share-api/share/check?id=${shareVideoIds[5]}&visit=1`,
      imgType: 'svg',
      title: '加微信 spam spam spam',
      path: 'javascript:alert(document.cookie)',
      created_at: '2026-10-31 12:00:00',
      uuid: 'stranger77',
      site: 'demo',
    };
    const added = await fetch(`${web}/share-api/favorites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(posted),
    });
    expect(added.status).toBe(200);
    const users = await envelopeOf<{ data: { uuid: string; total: number }[] }>(
      await fetch(`${web}/share-api/favorites/user?site=demo`),
    );
    const lists = await Promise.all(
      (users?.rescont.data ?? []).map(async ({ uuid }) =>
        envelopeOf<{ data: Record<string, unknown>[] }>(
          await fetch(`${web}/share-api/favorites/userVideos?id=${uuid}&site=demo`),
        ),
      ),
    );
    const shown = lists.flatMap((list) => list?.rescont.data ?? []);
    const text = JSON.stringify(shown);
    for (const sent of [posted.imgUrl, posted.title, posted.path, 'svg']) {
      expect(text).not.toContain(sent);
    }
    const mine = await envelopeOf<{ data: Record<string, unknown>[] }>(
      await fetch(`${web}/share-api/favorites?uuid=stranger77&site=demo`),
    );
    expect(mine?.rescont.data[0]).toEqual({
      id: video.id,
      imgUrl: `${web}/covers/video/${video.id}.jpg.enc`,
      imgType: 'jpeg',
      title: video.title,
      path: `${web}/media/${video.clip}/master.m3u8`,
      created_at: posted.created_at,
    });
  });

  it.each([
    ['a 15 kB code', `/share-api/favorites/total?uuid=${'a'.repeat(15_000)}&site=demo`],
    ['a site it does not serve', '/share-api/favorites/total?uuid=abcdef&site=elsewhere'],
    ['favourite users of a site it does not serve', '/share-api/favorites/user?site=x'],
  ])('refuses %s with 400', async (_, path) => {
    expect((await fetch(`${web}${path}`)).status).toBe(400);
  });

  it.each([
    ['a 60 kB route', { site: 'demo', path: `/${'x'.repeat(60_000)}`, ts: 1 }],
    ['a site it does not serve', { site: 'x'.repeat(50), path: '/home', ts: 1 }],
  ])('refuses a page view with %s', async (_, view) => {
    const reply = await fetch(`${web}/stats/pageview`, text(JSON.stringify(view)));
    expect(reply.status).toBe(400);
  });

  it('refuses a favourite with a 15 kB title or of a film it does not have', async () => {
    const favourite = { id: 3, uuid: 'sizes001', site: 'demo', created_at: '2026-10-31' };
    const send = (body: object) =>
      fetch(`${web}/share-api/favorites`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await send({ ...favourite, title: '长'.repeat(15_000) })).status).toBe(400);
    expect((await send({ ...favourite, id: 999_999 })).status).toBe(404);
  });

  it('builds links on the origin the visitor opened, never on a made-up Host', async () => {
    const get = (base: string, headers: Record<string, string>) => {
      const { hostname, port } = new URL(base);
      return new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          { host: hostname, port, path: '/api/videoplay/1', headers },
          (res) => {
            let data = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (data += chunk));
            res.on('end', () => resolve(data));
          },
        );
        req.on('error', reject);
        req.end();
      });
    };
    const evil = { Host: 'evil.example' };
    // The web server refuses a host it does not know; the demo API behind it (or behind any
    // proxy or shared cache that passes Host on) refuses it too (421), as a DNS-rebound name.
    expect(await get(web, evil)).not.toMatch(/\/\/evil\.example/);
    for (const headers of [evil, { ...evil, 'X-Forwarded-Host': 'evil.example' }]) {
      const body = await get(site.apiUrl, headers);
      expect(body).not.toMatch(/\/\/evil\.example/);
      expect((JSON.parse(body) as Envelope<unknown>).code).toBe(421);
    }
    const video = JSON.parse(await get(web, {})) as Envelope<{ videopath: string }>;
    expect(video.rescont.videopath).toMatch(
      new RegExp(`^http://(localhost|127\\.0\\.0\\.1|[\\d.]+):${site.port}/media/`),
    );
  });

  it("sends the deploy's security headers, on the app and on proxied API replies", async () => {
    const expected = securityHeaders({ apiOrigins: [], mediaOrigins: [], frameAncestors: [] });
    delete (expected as Record<string, string>)['Content-Security-Policy'];
    for (const path of ['/', '/api/adsort']) {
      const reply = await fetch(`${web}${path}`);
      for (const [name, value] of Object.entries(expected)) {
        expect(reply.headers.get(name), `${path}: ${name}`).toBe(value);
      }
    }
  });

  it('serves the app and its libraries through /@fs/, and no other part of the workspace', async () => {
    const fs = (path: string) => fetch(`${web}/@fs${root}${path}`);
    expect((await fs('libs/domain/src/index.ts')).status).toBe(200);
    for (const path of [
      'package.json',
      'tools/demo-api/src/server.ts',
      'tools/scripts/demo-site.mts',
      '.git/config',
    ]) {
      expect((await fs(path)).status, path).toBe(403);
    }
  });

  // Last: it spends this client's allowance of lookups by code.
  it('rate-limits lookups by identification code, per client', async () => {
    const total = (base: string, n: number) =>
      fetch(`${base}/share-api/favorites/total?uuid=guess${n}&site=demo`);
    // The allowance goes at once, then refills by the minute: asked one after another until the
    // first refusal, however long a busy machine takes over them.
    const allowance = DEFAULT_LIMITS.codeLookupsPerMinute;
    const started = Date.now();
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length < 10 * allowance) {
      statuses.push((await total(web, statuses.length)).status);
    }
    const refilled = Math.ceil(((Date.now() - started) / 60_000) * allowance);
    const answered = statuses.slice(0, -1);
    expect(statuses.at(-1)).toBe(429);
    expect(answered.every((status) => status === 200)).toBe(true);
    // The earlier tests of this suite spent a few lookups of the same client.
    expect(answered.length).toBeGreaterThanOrEqual(allowance - 50);
    expect(answered.length).toBeLessThanOrEqual(allowance + refilled + 1);
    // The rest of the API still answers this client, and the limit is this client's alone.
    expect((await fetch(`${web}/api/adsort`)).status).toBe(200);
    if (lanHost !== '127.0.0.1') {
      expect((await total(`http://127.0.0.1:${site.port}`, 0)).status).toBe(200);
    }
  });
});

describe('npm start by default', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(DEFAULT_WEB_HOST).toBe('127.0.0.1');
    expect(webHost({})).toBe('127.0.0.1');
    expect(webHost({ HOST: '' })).toBe('127.0.0.1');
    expect(webHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});
