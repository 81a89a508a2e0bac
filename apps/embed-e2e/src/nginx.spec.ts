import { expect, test } from '@playwright/test';
import { cspDirectives, expectSecurityHeaders, IMMUTABLE } from '@video/browser/nginx';
import { HOST_URL, NGINX_URL } from './support/servers';

// The player's page as a deploy serves it: the production builds behind Debian's nginx with the
// config of tools/deploy, rendered with FRAME_ANCESTORS="'self' http://portal.localhost" for the
// app (playwright.config.ts) and the demo's config.json with the test's embedOrigins: the blog
// that embeds the player (DEMO_EMBED_ORIGINS).

test.use({ baseURL: NGINX_URL });

test('the embeddable player answers /embed/<id> with its page, framable by the sites of embedOrigins', async ({
  request,
}) => {
  const app = await request.get('/');
  for (const path of ['/embed/4', '/embed?id=4']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<main id="embed"');
    expect(html, path).not.toContain('id="root"');
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    // The test's config.json lets the blog embed the player; the app stays framed by its portals.
    const csp = cspDirectives(response.headers()['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors'), path).toEqual([HOST_URL]);
    expect(csp.get('script-src'), path).toEqual(["'self'"]);
    expect(response.headers(), path).not.toHaveProperty('x-frame-options');
    const appCsp = cspDirectives(app.headers()['content-security-policy'] ?? '');
    expect(appCsp.get('frame-ancestors')).toEqual(["'self'", 'http://portal.localhost']);
    // Its own files under /embed/assets/, kept for a year.
    for (const asset of html.matchAll(/(?:src|href)="(\/embed\/assets\/[^"]+)"/g)) {
      const file = await request.get(asset[1] ?? '');
      expect(file.status(), asset[1]).toBe(200);
      expect(file.headers()['cache-control'], asset[1]).toBe(IMMUTABLE);
    }
  }
  expect((await request.get('/embed/assets/index-AAAAAAAA.js')).status()).toBe(404);
});
