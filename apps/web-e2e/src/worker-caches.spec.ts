import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { recordToasts } from './support/fault-injection';
import { controlledBy } from './support/service-worker';

// What the service worker keeps of the API and the covers, and when it lets go of it.
test.use({ serviceWorkers: 'allow' });

/** The paths the worker keeps in cache `name`. */
const keptPaths = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, name);

/** Asks for `path` from the page (through its worker); resolves to the reply's `rescont`. */
const ask = (page: Page, path: string, headers: Record<string, string> = {}) =>
  page.evaluate(
    async ({ path, headers }) => {
      const reply = await fetch(path, { headers });
      return ((await reply.json()) as { rescont: unknown }).rescont;
    },
    { path, headers },
  );

/**
 * Answers `/api/__probe/{name}` as the name says: kept, no-store, private, a 401 in an HTTP 200,
 * a body that is not JSON, `Vary: *`, or one that varies by `X-Probe`.
 */
async function probes(context: BrowserContext): Promise<void> {
  let asked = 0;
  await context.route('**/api/__probe/*', async (route) => {
    asked += 1;
    const request = route.request();
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    const envelope = (code: number, rescont: unknown = name) =>
      JSON.stringify({ code, msg: '', rescont });
    const json = { 'content-type': 'application/json' };
    const replies: Record<string, { headers?: Record<string, string>; body: string }> = {
      kept: { body: envelope(200) },
      'no-store': { headers: { 'cache-control': 'no-store' }, body: envelope(200) },
      private: { headers: { 'cache-control': 'private, max-age=60' }, body: envelope(200) },
      'code-401': { body: envelope(401) },
      'not-json': { body: 'hello' },
      'vary-star': { headers: { vary: '*' }, body: envelope(200) },
      vary: {
        headers: { vary: 'X-Probe' },
        body: envelope(200, `${request.headers()['x-probe'] ?? ''}#${asked}`),
      },
    };
    const reply = replies[name] ?? { body: envelope(404) };
    await route.fulfill({ status: 200, headers: { ...json, ...reply.headers }, body: reply.body });
  });
}

test('the worker keeps only successes it may store, by HTTP status and body code, and honours Vary', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await controlledBy(page);
  await probes(context);

  for (const name of ['no-store', 'private', 'code-401', 'vary-star', 'kept']) {
    await ask(page, `/api/__probe/${name}`);
  }
  await page.evaluate(() => fetch('/api/__probe/not-json'));
  expect(await ask(page, '/api/__probe/vary', { 'X-Probe': 'a' })).toBe('a#7');

  await expect.poll(() => keptPaths(page, 'api')).toContain('/api/__probe/vary');
  await expect.poll(() => keptPaths(page, 'api')).toContain('/api/__probe/kept');
  const kept = (await keptPaths(page, 'api')).filter((path) => path.includes('__probe'));
  expect(kept.sort()).toEqual(['/api/__probe/kept', '/api/__probe/vary']);

  // Kept for `X-Probe: a`, never handed to a request that says `b`, nor the other way round
  // (Chromium keeps one reply per address: `a` is then asked again).
  expect(await ask(page, '/api/__probe/vary', { 'X-Probe': 'b' })).toMatch(/^b#/);
  await expect.poll(() => keptPaths(page, 'api')).toContain('/api/__probe/vary');
  expect(await ask(page, '/api/__probe/vary', { 'X-Probe': 'a' })).toMatch(/^a#/);
});

test('the worker keeps no reply from an origin config.json does not name as an API', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await controlledBy(page);
  // The worker keeps its copy of config.json just after answering it. The page's own load kept
  // one if the worker already answered it; else it is asked for through the worker now. Either
  // way one write, and once its copy is there no other is on its way to undo the test's.
  const keptCopy = () =>
    page.evaluate(async () => Boolean(await (await caches.open('config')).match('/config.json')));
  const asked = (await keptCopy())
    ? null
    : await page.evaluate(() => fetch('/config.json').then((reply) => reply.status));
  expect([null, 200]).toContain(asked);
  await expect.poll(keptCopy).toBe(true);
  // The worker's copy of config.json says the API is elsewhere: the page's origin is then none
  // of the API's.
  await page.evaluate(async () => {
    const kept = await (await caches.open('config')).match('/config.json');
    const config = (await kept?.json()) as Record<string, unknown>;
    const elsewhere = 'http://api.invalid';
    const moved = { ...config, apiBaseUrl: elsewhere, shareApiBaseUrl: `${elsewhere}/share-api` };
    const cache = await caches.open('config');
    await cache.put('/config.json', Response.json(moved));
  });
  await probes(context);

  expect(await ask(page, '/api/__probe/kept')).toBe('kept');
  expect(await ask(page, '/api/__probe/vary', { 'X-Probe': 'a' })).toMatch(/^a#/);
  // The worker puts a reply it keeps just after answering it: half a second is ample.
  await page.waitForTimeout(500);
  expect((await keptPaths(page, 'api')).filter((path) => path.includes('__probe'))).toEqual([]);
});

test('out of reach of the server, a kept reply answers up to a day after it was kept, never later', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await controlledBy(page);
  const hour = 60 * 60 * 1000;
  await page.evaluate(async (hour) => {
    const cache = await caches.open('api');
    const keep = (path: string, ageMs: number) =>
      cache.put(
        path,
        new Response(JSON.stringify({ code: 200, msg: '', rescont: path }), {
          headers: { 'content-type': 'application/json', 'x-kept-at': String(Date.now() - ageMs) },
        }),
      );
    await keep('/api/__probe/an-hour-old', hour);
    await keep('/api/__probe/two-days-old', 48 * hour);
  }, hour);

  // The server out of reach, for the worker's own requests too: going offline reaches the
  // worker a moment after the page, and a request in that moment would find the server.
  await context.route('**/api/__probe/*', (route) => route.abort('internetdisconnected'));
  expect(await ask(page, '/api/__probe/an-hour-old')).toBe('/api/__probe/an-hour-old');
  const old = await page.evaluate(() =>
    fetch('/api/__probe/two-days-old').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(old).toBe('failed');
});

test('a cover larger than its share of the covers budget is shown but not kept', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await controlledBy(page);
  await context.route('**/covers/__probe/*', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(route.request().url().includes('large') ? 200 * 1024 : 40 * 1024),
    }),
  );

  const sizes = await page.evaluate(async () =>
    Promise.all(
      ['/covers/__probe/small.jpg.enc', '/covers/__probe/large.jpg.enc'].map(async (path) => {
        const reply = await fetch(path);
        return (await reply.arrayBuffer()).byteLength;
      }),
    ),
  );

  expect(sizes).toEqual([40 * 1024, 200 * 1024]);
  await expect.poll(() => keptPaths(page, 'covers')).toContain('/covers/__probe/small.jpg.enc');
  expect(await keptPaths(page, 'covers')).not.toContain('/covers/__probe/large.jpg.enc');
});

test('changing the identification code lets go of every reply kept for the old one', async ({
  page,
}) => {
  const toasts = await recordToasts(page);
  await page.goto('/mine');
  await controlledBy(page);
  await page.reload();
  const code = page.getByRole('textbox', { name: '数据识别码' });
  await expect(code).toHaveValue(/^[a-z0-9]{6,12}$/);
  const old = await code.inputValue();
  const keptUrls = () =>
    page.evaluate(async () => {
      const cache = await caches.open('api');
      return (await cache.keys()).map((request) => request.url);
    });
  const keptFor = async (visitor: string) =>
    (await keptUrls()).filter((url) => url.includes(`uuid=${visitor}`));
  await expect.poll(() => keptFor(old)).not.toEqual([]);

  await code.fill('cachecode1');
  await page.getByRole('button', { name: '更改', exact: true }).click();
  await toasts.expectShown('更改成功，请妥善保管！今日剩余更改次数：1');

  // The screen asks again for the new code; nothing kept for the old one is left.
  await expect.poll(() => keptFor('cachecode1')).not.toEqual([]);
  expect(await keptFor(old)).toEqual([]);
});
