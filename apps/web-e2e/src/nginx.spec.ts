import { createHash } from 'node:crypto';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { cspDirectives, expectSecurityHeaders, IMMUTABLE } from '@video/browser/nginx';

// Runs only in the `nginx` project: the production build behind Debian's nginx with the config of
// tools/deploy, rendered with FRAME_ANCESTORS="'self' http://portal.localhost" (playwright.config.ts).

/** The `/assets/` files index.html loads: scripts, module preloads and styles. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
}

async function gzipped(request: APIRequestContext, path: string): Promise<APIResponse> {
  return request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
}

test('the content security policy allows only the app itself', async ({ request }) => {
  const response = await request.get('/');
  expectSecurityHeaders(response);
  const csp = cspDirectives(response.headers()['content-security-policy'] ?? '');
  // Inline, the page holds only what its first paint needs, an outline script and two
  // stylesheets (the page's own, and the outline's components' within the outline), each allowed
  // by its hash; no handler attribute.
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
  expect(inlineScripts).toHaveLength(1);
  expect(inlineStyles).toHaveLength(2);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  const hashOf = ([, content]: RegExpExecArray) =>
    `'sha256-${createHash('sha256')
      .update(content ?? '')
      .digest('base64')}'`;

  expect(Object.fromEntries(csp)).toEqual({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inlineScripts.map(hashOf)],
    'style-src': ["'self'", ...inlineStyles.map(hashOf)],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'", 'http://portal.localhost'],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['dompurify', 'default', 'html', "'allow-duplicates'"],
  });
  const permissions = response.headers()['permissions-policy'] ?? '';
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
    expect(permissions).toContain(off);
  }
  expect(permissions).toContain('fullscreen=(self)');
});

test('hashed assets are cached for a year, compressed, the rest revalidated', async ({
  request,
}) => {
  const index = await gzipped(request, '/');
  expect(index.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const assets = assetsOf(await index.text());
  expect(assets.length).toBeGreaterThanOrEqual(3);

  for (const path of assets) {
    const asset = await gzipped(request, path);
    expect(asset.status(), path).toBe(200);
    expect(asset.headers()['cache-control'], path).toBe(IMMUTABLE);
    expect(asset.headers()['content-type'], path).toMatch(/^(application\/javascript|text\/css)/);
    expectSecurityHeaders(asset);
  }
  // The entry script (files under 256 bytes are sent as they are; the page's stylesheet is inline).
  const entries = assets.filter((asset) => /\/index-[\w-]{8}\.js$/.test(asset));
  expect(entries).toHaveLength(1);
  for (const path of entries) {
    const headers = (await gzipped(request, path)).headers();
    expect(headers['content-encoding'], path).toBe('gzip');
    expect(headers['vary'], path).toBe('Accept-Encoding');
  }
  expect((await gzipped(request, '/')).headers()['content-encoding']).toBe('gzip');

  for (const path of ['/index.html', '/config.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['etag'], path).toBeTruthy();
  }
  const config = await request.get('/config.json');
  expect(config.headers()['content-type']).toMatch(/^application\/json/);
  const { port } = new URL(config.url());
  expect(await config.json()).toMatchObject({ shareHosts: [`share.localhost:${port}`] });
});

test('the manifest has its type, the service worker is never cached, icons for a week', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  for (const path of ['/favicon.ico', '/icons/icon-192.png', '/icons/apple-touch-icon-180.png']) {
    const icon = await request.get(path);
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['cache-control'], path).toBe('public, max-age=604800');
    expectSecurityHeaders(icon);
  }
});

test('routes fall back to index.html, missing files are 404s', async ({ request }) => {
  const index = await (await request.get('/')).text();
  for (const route of ['/list?typeId=1', '/find/rank', '/no/such/screen', '/playVideo?id=1']) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['cache-control'], route).toBe('no-cache');
    expect(await response.text(), route).toBe(index);
  }
  for (const path of ['/assets/x.js', '/assets/index-AAAAAAAA.js', '/.vite/manifest.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('id="root"');
    // A missing file is never cached for a year, and error pages carry the policy too.
    expect(response.headers()['cache-control'], path).toBeUndefined();
    expectSecurityHeaders(response);
  }
});

test('the API is proxied with the caching and links of the demo API', async ({ request }) => {
  const path = '/api/videosort/1?orderby=new&page=1';
  const proxied = await gzipped(request, path);
  const direct = await request.get(
    `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 4311}${path}`,
  );
  expect(proxied.status()).toBe(200);
  expect(proxied.headers()['content-type']).toMatch(/^application\/json/);
  expect(proxied.headers()['cache-control']).toBe(direct.headers()['cache-control']);
  expectSecurityHeaders(proxied);
  // The demo API builds cover links from the forwarded host: they lead back through nginx.
  const origin = new URL(proxied.url()).origin;
  expect(await proxied.text()).toContain(`"${origin}/covers/`);
});

/** The part of the Trusted Types API a test calls. */
interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScript(text: string): string },
  ): {
    createScript(text: string): string;
  };
}

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

/**
 * Records CSP violations: the `securitypolicyviolation` events of every document of `context`,
 * the CSP and Permissions-Policy errors Chromium logs on the page's console, and uncaught errors.
 */
async function recordViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__cspViolation', (violation: Violation) => {
    violations.push(`${violation.directive} blocked ${violation.blocked} (${violation.source})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (v: Violation) => void })
        .__cspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
  return violations;
}

test('every screen works under the policy without a single violation', async ({
  context,
  page,
}) => {
  test.slow();
  const violations = await recordViolations(context, page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const cover = page.locator('img[src^="blob:"]').first();

  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: '广告轮播' }).getByRole('button').first(),
  ).toBeVisible();
  await expect(cover).toBeVisible();
  // Covers are decrypted in the worker file, which worker-src 'self' allows.
  expect(workers.some((url) => /\/assets\/decrypt\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  const shareLink = page.getByRole('link', { name: '更多分享解锁' });
  const shareVideo = (await shareLink.getAttribute('href')) ?? '/playVideoShare';

  for (const [route, landmark] of [
    ['/search', page.getByRole('searchbox')],
    [`/searchList?search=${encodeURIComponent('电')}`, cover],
    ['/rank', cover],
    ['/find/tags', page.getByRole('list', { name: '全部标签' })],
    ['/favorites', cover],
    ['/mine', page.getByRole('textbox', { name: '数据识别码' })],
    ['/shortVideo', page.getByRole('tab', { name: '为你推荐' })],
    [shareVideo, page.getByRole('group', { name: /解锁/ })],
    ['/list?typeId=1', cover],
  ] as const) {
    await page.goto(route);
    await expect(landmark, route).toBeVisible();
  }

  // A notice's HTML goes in as TrustedHTML from the sanitiser's policy. (An ordinary notice: a
  // hostile one makes Chromium report the handler it blocks while DOMPurify parses it in an inert
  // document, which mine.spec.ts covers.)
  await page.route('**/api/sysnotice**', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: '成功',
        rescont: {
          current_page: 1,
          data: [
            {
              id: 1,
              title: '普通公告',
              content: '<p>内容 <a href="https://example.com/help">查看说明</a></p>',
              updated_at: '2026-10-30 12:00:00',
            },
          ],
          next_page_url: null,
          total: 1,
          per_page: 12,
        },
      },
    }),
  );
  await page.goto('/mine');
  await page.getByRole('region', { name: '系统公告' }).getByRole('button').first().click();
  const notice = page.getByRole('dialog', { name: '系统公告' });
  await expect(notice.getByRole('link', { name: '查看说明' })).toBeVisible();
  await notice.getByRole('button', { name: '关闭' }).click();
  await page.goto('/list?typeId=1');
  await expect(cover).toBeVisible();

  // The player: hls.js fetches the playlist and segments through the proxy and feeds the
  // <video> through a blob: MediaSource, which media-src allows.
  await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/playVideo\?id=\d+$/);
  const video = page.locator('video').first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);

  expect(violations).toEqual([]);
});

test('the policy refuses inline scripts and handlers, and the recorder sees it', async ({
  context,
  page,
}) => {
  const violations = await recordViolations(context, page);
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();

  await page.evaluate(() => {
    // Past Trusted Types first (a policy name the CSP allows): script-src still refuses.
    const factory = (window as unknown as { trustedTypes: TrustedTypesLike }).trustedTypes;
    const policy = factory.createPolicy('html', { createScript: (text: string) => text });
    const script = document.createElement('script');
    script.textContent = policy.createScript('document.body.dataset.injected = "script"');
    document.head.append(script);
    const image = document.createElement('img');
    image.setAttribute(
      'onerror',
      policy.createScript('document.body.dataset.injected = "handler"'),
    );
    image.src = '/no-such-image.png';
    document.body.append(image);
  });
  await expect
    .poll(() => violations.map((violation) => violation.split(' ')[0]))
    .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  await expect(page.locator('body')).not.toHaveAttribute('data-injected');
});

test('Trusted Types refuse markup and script URLs that no policy made', async ({
  context,
  page,
}) => {
  const violations = await recordViolations(context, page);
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();

  const refused = await page.evaluate(() => {
    const attempts = {
      innerHTML: () => {
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="alert(1)">');
      },
      scriptText: () => {
        document.createElement('script').textContent = 'alert(1)';
      },
      foreignWorker: () => new Worker('https://evil.example/worker.js'),
      dataWorker: () => new Worker('data:text/javascript,postMessage(1)'),
    };
    return Object.entries(attempts).map(([name, attempt]) => {
      try {
        attempt();
        return `${name}: allowed`;
      } catch (error) {
        return `${name}: ${(error as Error).name}`;
      }
    });
  });
  expect(refused).toEqual([
    'innerHTML: TypeError',
    'scriptText: TypeError',
    'foreignWorker: TypeError',
    'dataWorker: TypeError',
  ]);
  await expect
    .poll(() => violations.filter((violation) => violation.startsWith('require-trusted-types-for')))
    .toHaveLength(4);
});

test('only the configured portals may frame the app', async ({ context, page }) => {
  // The portals are made-up public origins framing a loopback server: Chromium asks first.
  await context.grantPermissions(['local-network-access']);
  const app = `${test.info().project.use.baseURL}/home`;
  for (const portal of ['http://portal.localhost/', 'http://elsewhere.localhost/']) {
    await page.route(portal, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe title="视频" src="${app}"></iframe>`,
      }),
    );
  }

  await page.goto('http://portal.localhost/');
  await expect(
    page.frameLocator('iframe').getByRole('navigation', { name: '底部导航' }),
  ).toBeAttached();

  const refused = page.waitForEvent('console', (message) =>
    message
      .text()
      .includes('violates the following Content Security Policy directive: "frame-ancestors'),
  );
  await page.goto('http://elsewhere.localhost/');
  await refused;
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
});
