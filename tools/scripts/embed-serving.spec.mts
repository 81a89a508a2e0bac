// The embeddable player on the demo's one origin: `npm start` serves it from its Vite dev server
// under /embed/, `npm run preview` its build (here a stand-in build in a temporary folder).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DemoSite, isEmbedPath, startDemoSite } from './demo-site.mts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committedConfig = JSON.parse(
  readFileSync(join(root, 'apps/web/public/config.json'), 'utf8'),
) as { embedOrigins?: unknown };

/** The CSP's `frame-ancestors` sources of a reply. */
const frameAncestors = (reply: Response) =>
  /(?:^|;\s*)frame-ancestors ([^;]*)/.exec(reply.headers.get('content-security-policy') ?? '')?.[1];

describe('isEmbedPath', () => {
  it.each([
    ['/embed', true],
    ['/embed?id=3', true],
    ['/embed/', true],
    ['/embed/12', true],
    ['/embed/share/djE6MTI', true],
    ['/embed/assets/index-a1b2c3d4.js', true],
    ['/embedded', false],
    ['/home?embed=1', false],
    ['/', false],
  ])('%s: %s', (path, expected) => {
    expect(isEmbedPath(path)).toBe(expected);
  });
});

describe('npm start (dev) serves the embed under /embed/ on its own origin', () => {
  let site: DemoSite;
  let web: string;
  beforeAll(async () => {
    site = await startDemoSite({
      mode: 'dev',
      host: '127.0.0.1',
      port: 0,
      env: { DEMO_API_PORT: '0' },
      outDir: 'unused',
      build: false,
      logLevel: 'silent',
    });
    web = `http://127.0.0.1:${site.port}`;
  });
  afterAll(() => site?.close());

  it.each(['/embed/4', '/embed/share/djE6NjE', '/embed?id=4'])(
    'answers %s with the player’s page, its modules under /embed/',
    async (path) => {
      const reply = await fetch(`${web}${path}`);
      expect(reply.status).toBe(200);
      const html = await reply.text();
      expect(html).toContain('<main id="embed"');
      expect(html).toContain('src="/embed/@vite/client"');
      expect(html).toContain('src="/embed/src/main.ts"');
    },
  );

  it('refuses framing of the app by any other site', async () => {
    const reply = await fetch(`${web}/home`);
    expect(frameAncestors(reply)).toBe("'self'");
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets the sites of embedOrigins frame the player (none but the app by default)', async () => {
    const reply = await fetch(`${web}/embed/4`);
    expect(frameAncestors(reply)).toBe("'self'");
    expect(reply.headers.get('x-frame-options')).toBeNull();
  });

  it('serves the player’s code, and the app everywhere else', async () => {
    const main = await fetch(`${web}/embed/src/main.ts`);
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toMatch(/javascript/);
    expect(await main.text()).toContain('startEmbedPage');
    const app = await (await fetch(`${web}/home`)).text();
    expect(app).toContain('id="root"');
    expect(app).not.toContain('<main id="embed"');
  });
});

describe('npm run preview serves the embed build under /embed/ on its own origin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'embed-serving-'));
  const webDir = join(dir, 'web');
  const embedDir = join(dir, 'embed');
  const script = 'assets/index-a1B2_c3-.js';
  let site: DemoSite;
  let web: string;
  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(embedDir, 'assets'), { recursive: true });
    mkdirSync(join(embedDir, '.vite'), { recursive: true });
    writeFileSync(
      join(embedDir, 'index.html'),
      `<!doctype html><script type="module" src="/embed/${script}"></script><main id="embed"></main>`,
    );
    writeFileSync(join(embedDir, script), 'console.log("embed");');
    writeFileSync(join(embedDir, '.vite/manifest.json'), '{}');
    site = await startDemoSite({
      mode: 'preview',
      host: '127.0.0.1',
      port: 0,
      // As a partner's site would be listed in config.json's embedOrigins.
      env: { DEMO_API_PORT: '0', DEMO_EMBED_ORIGINS: 'https://blog.example/post/1' },
      outDir: webDir,
      embedOutDir: embedDir,
      build: false,
      logLevel: 'silent',
    });
    web = `http://127.0.0.1:${site.port}`;
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ships a config.json that lets no other site embed the player until the operator lists one', () => {
    expect(committedConfig.embedOrigins).toEqual([]);
  });

  it('serves config.json with the embedOrigins DEMO_EMBED_ORIGINS names', async () => {
    const config = (await (await fetch(`${web}/config.json`)).json()) as { embedOrigins?: unknown };
    expect(config.embedOrigins).toEqual(['https://blog.example/post/1']);
  });

  it.each(['/embed/12', '/embed/share/djE6NjE', '/embed?id=3', '/embed', '/embed/'])(
    'answers %s with the embed’s index.html, framable by the sites of embedOrigins',
    async (path) => {
      const reply = await fetch(`${web}${path}`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('<main id="embed">');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(frameAncestors(reply)).toBe('https://blog.example');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBeNull();
    },
  );

  it('serves its hashed files for a year, and a missing file or a dotfile as a 404', async () => {
    const asset = await fetch(`${web}/embed/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("embed");');
    for (const path of [
      '/embed/assets/index-zzzzzzzz.js',
      '/embed/favicon.ico',
      '/embed/.vite/manifest.json',
      '/embed/assets/..%2F.vite%2Fmanifest.json',
    ]) {
      expect((await fetch(`${web}${path}`)).status, path).toBe(404);
    }
  });

  it('leaves every other address to the app, framable by itself only', async () => {
    const reply = await fetch(`${web}/home`);
    expect(await reply.text()).toContain('<div id="root">');
    expect(frameAncestors(reply)).toBe("'self'");
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
