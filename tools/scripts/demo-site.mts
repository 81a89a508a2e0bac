// The demo as `npm start` (dev) and `npm run preview` serve it: the demo API on loopback and the
// web app in front of it, proxying the API paths, so that a phone on the LAN needs one address.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  build,
  createServer,
  type Plugin,
  preview,
  type ProxyOptions,
  type ViteDevServer,
} from 'vite';
import {
  lanAddresses,
  MAX_BODY_BYTES,
  originsOf,
  readDemoEnv,
  startDemoApi,
} from '@video/demo-api';
// tools/deploy is no package (its files run as plain Node scripts): its headers are read in place.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { demoEmbedOrigins, embedFrameAncestors } from '../deploy/nginx-options.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { securityHeaders } from '../deploy/security-headers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webConfig = `${root}apps/web/vite.config.mts`;
const embedConfig = `${root}apps/embed/vite.config.mts`;
/** The committed runtime config of the demo (the web app's, which the embed reads too). */
const configFile = `${root}apps/web/public/config.json`;

/** Where the embeddable player lives on the web server's origin (apps/embed's Vite `base`). */
export const EMBED_BASE = '/embed/';
const EMBED_ASSETS = `${EMBED_BASE}assets/`;

/** Whether `url` is one of the embeddable player's: `/embed`, `/embed?…`, anything under `/embed/`. */
export function isEmbedPath(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return path === EMBED_BASE.slice(0, -1) || path.startsWith(EMBED_BASE);
}

/** What the web server proxies to the demo API. */
export const API_PATHS = ['/api', '/share-api', '/stats', '/covers', '/media'];
/** Proxied as well when the demo API mounts its test hooks (`DEMO_TEST_HOOKS=1`). */
export const TEST_HOOK_PATHS = ['/__test'];
/** The demo API listens here only; the web server is the one address the network sees. */
const API_HOST = '127.0.0.1';
/** Where the web server's proxy calls the demo API from. */
const LOOPBACK = ['127.0.0.1', '::1'];
/** The web server's interface unless `HOST` says otherwise: this machine only. */
export const DEFAULT_WEB_HOST = '127.0.0.1';

/** The web server's interface from the environment: `HOST`, else loopback. */
export function webHost(env: Readonly<Record<string, string | undefined>>): string {
  return env['HOST']?.trim() || DEFAULT_WEB_HOST;
}

/** Whether `host` is every interface (the network reaches it). */
export const isWildcard = (host: string) => host === '0.0.0.0' || host === '::';

/**
 * The workspace folders the dev server serves through `/@fs/`: the app, the libraries it
 * compiles from source and the packages. The rest of the workspace (tools, scripts, docs, Git)
 * is not served.
 */
const SERVED_FOLDERS = ['apps/web', 'apps/embed', 'libs', 'node_modules'].map(
  (folder) => `${root}${folder}`,
);

export interface DemoSiteOptions {
  readonly mode: 'dev' | 'preview';
  /** The web server's interface: `0.0.0.0` (every one, so that phones reach it) or one address. */
  readonly host: string;
  /** The web server's port; 0 picks a free one. */
  readonly port: number;
  /** The environment the demo API reads (`DEMO_*`) and `SHARE_HOSTS`. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where the production build is (preview). */
  readonly outDir: string;
  /**
   * Where the embeddable player's production build is (preview), served under `/embed/`;
   * default `dist/apps/embed`.
   */
  readonly embedOutDir?: string;
  /** Build the app into `outDir` (and the embed into `embedOutDir`) first (preview). */
  readonly build: boolean;
  /** Vite's log level; default `info`. */
  readonly logLevel?: 'info' | 'warn' | 'error' | 'silent';
}

export interface DemoSite {
  /** The web server's port (the one asked for, or the one picked). */
  readonly port: number;
  /** The demo API's own address, on loopback. */
  readonly apiUrl: string;
  /** Whether `/__test` is mounted and proxied. */
  readonly testHooks: boolean;
  close(): Promise<void>;
}

/**
 * Starts the demo API on loopback and the web server (Vite dev server or preview) in front of it.
 * The test hooks are there only when the environment asks (`DEMO_TEST_HOOKS=1`, as the browser
 * tests do); the demo API believes forwarded headers from the proxy only, and the proxy writes
 * them itself, whatever the visitor sent.
 */
export async function startDemoSite(options: DemoSiteOptions): Promise<DemoSite> {
  const demoEnv = readDemoEnv(options.env);
  let webPort = options.port;
  const extraOrigins = demoEnv.publicOrigins;
  // Links in replies name this web server as the visitor opened it (never a host the request
  // made up): loopback, the LAN addresses when it listens on every interface, the share hosts.
  const publicOrigins = () => [
    ...originsOf(
      isWildcard(options.host) ? ['localhost', ...lanAddresses()] : [options.host],
      webPort,
    ),
    `http://share.localhost:${webPort}`,
    ...(options.env['SHARE_HOSTS']?.split(',') ?? [])
      .map((host) => host.trim())
      .filter((host) => host !== '')
      .map((host) => `http://${host}`),
    ...(typeof extraOrigins === 'function' ? extraOrigins() : (extraOrigins ?? [])),
  ];
  const demoApi = await startDemoApi({
    ...demoEnv,
    host: API_HOST,
    trustedProxies: [...LOOPBACK, ...(demoEnv.trustedProxies ?? [])],
    publicOrigins,
  });
  const testHooks = demoEnv.testHooks === true;
  const paths = testHooks ? [...API_PATHS, ...TEST_HOOK_PATHS] : API_PATHS;
  try {
    const web = await startWeb(options, paths, proxyTo(demoApi.url, paths));
    webPort = web.port;
    return {
      port: web.port,
      apiUrl: demoApi.url,
      testHooks,
      close: async () => {
        await Promise.allSettled([web.close(), demoApi.close()]);
      },
    };
  } catch (error) {
    await demoApi.close();
    throw error;
  }
}

/**
 * Proxies `paths` to `target`. The proxy states the visitor's host, scheme and address itself
 * (links the demo API builds then use the address the visitor used): headers of those names that
 * the visitor sent are replaced, never passed on.
 */
function proxyTo(target: string, paths: readonly string[]): Record<string, ProxyOptions> {
  const options: ProxyOptions = {
    target,
    configure: (server) => {
      server.on('proxyReq', (proxyReq, req) => {
        proxyReq.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '');
        proxyReq.setHeader('X-Forwarded-Host', req.headers.host ?? '');
        proxyReq.setHeader('X-Forwarded-Proto', 'http');
      });
    },
  };
  return Object.fromEntries(paths.map((path) => [path, options]));
}

/**
 * The committed runtime config, with the sites that may embed the player from
 * `DEMO_EMBED_ORIGINS` (comma-separated origins, or `*` for any) when it is set: the committed
 * config lets none.
 */
function appConfig(env: DemoSiteOptions['env']): Record<string, unknown> {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  const embedOrigins = demoEmbedOrigins(env);
  if (embedOrigins !== undefined) config['embedOrigins'] = embedOrigins;
  return config;
}

/**
 * Serves `/config.json` for the demo: the committed config, with the share hosts of this server
 * (`share.localhost:<port>` resolves to this machine in Chromium and most systems) and the
 * embed's sites of `DEMO_EMBED_ORIGINS`.
 */
function demoConfig(port: () => number, env: DemoSiteOptions['env']): Plugin {
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    const config = appConfig(env);
    config['shareHosts'] = [`share.localhost:${port()}`, ...(env['SHARE_HOSTS']?.split(',') ?? [])];
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(config));
  };
  return {
    name: 'demo-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

/**
 * The deploy's security headers (tools/deploy, as nginx sends them) on every reply of the web
 * server, proxied API replies included. The preview sends the deploy's Content-Security-Policy
 * too, with the hashes of the built index.html's inline blocks; the dev server cannot (its
 * client and React's refresh run inline script and inject styles) and sends only its
 * `frame-ancestors`. Both refuse framing by other sites (`frame-ancestors 'self'` and
 * `X-Frame-Options`, which older browsers read): `npm start` on the LAN is a page any site could
 * otherwise lay under its own. The embeddable player's pages take the config's `embedOrigins`.
 */
function demoSecurityHeaders(outDir: string, env: DemoSiteOptions['env']): Plugin {
  const headersFor = (withCsp: boolean) => {
    const index = `${outDir}/index.html`;
    const html = withCsp && existsSync(index) ? readFileSync(index, 'utf8') : '';
    const all = securityHeaders({
      apiOrigins: [],
      mediaOrigins: [],
      frameAncestors: ["'self'"],
      inlineScripts: hashesOf(html, /<script>([\s\S]*?)<\/script>/g),
      inlineStyles: hashesOf(html, /<style>([\s\S]*?)<\/style>/g),
    });
    if (!withCsp) all['Content-Security-Policy'] = "frame-ancestors 'self'";
    return Object.entries(all);
  };
  const middleware = (headers: () => [string, string][], withCsp: boolean) => {
    let cached: [string, string][] | undefined;
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      cached ??= headers();
      for (const [name, value] of cached) res.setHeader(name, value);
      if (!isEmbedPath(req.url ?? '')) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      else if (!withCsp) {
        // The preview's embed pages set their whole policy themselves (`embedPreview`).
        const ancestors = embedFrameAncestors(appConfig(env)['embedOrigins'], configFile);
        res.setHeader('Content-Security-Policy', `frame-ancestors ${ancestors.join(' ')}`);
      }
      next();
    };
  };
  return {
    name: 'demo-security-headers',
    configureServer: (server) =>
      void server.middlewares.use(middleware(() => headersFor(false), false)),
    // Read once the build is there (a preview builds first).
    configurePreviewServer: (server) =>
      void server.middlewares.use(middleware(() => headersFor(true), true)),
  };
}

/** The content types of the files the embed's build holds. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's hashed file names (`<name>-<8-character hash>.<ext>`), kept for a year as nginx does. */
const HASHED_ASSET = /^\/embed\/assets\/.+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/**
 * The embeddable player's build under `/embed/` (preview), as tools/deploy's nginx serves it: its
 * files under `/embed/assets/` (a missing one, or any missing file, a 404), every other address
 * (`/embed/<id>`, `/embed/share/<id>`, `/embed?id=`) its index.html. The deploy's headers with
 * the embed's own `frame-ancestors`: the config's `embedOrigins` (the sites that may show it).
 */
function embedPreview(outDir: string, env: DemoSiteOptions['env']): Plugin {
  const send = (req: IncomingMessage, res: ServerResponse, file: string, cache: string) => {
    res.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cache);
    res.setHeader('Content-Length', statSync(file).size);
    res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
  };
  const notFound = (res: ServerResponse, text: string) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(text);
  };
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '';
    if (!isEmbedPath(url)) return next();
    const index = join(outDir, 'index.html');
    const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
    const headers = securityHeaders({
      apiOrigins: [],
      mediaOrigins: [],
      frameAncestors: embedFrameAncestors(appConfig(env)['embedOrigins'], configFile),
      inlineScripts: hashesOf(html, /<script>([\s\S]*?)<\/script>/g),
      inlineStyles: hashesOf(html, /<style>([\s\S]*?)<\/style>/g),
    });
    // In place of the app's, which the security headers' middleware set before.
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      return res.end();
    }
    if (html === '') return notFound(res, `No embed build in ${outDir}: npx nx run embed:build`);
    const path = url.split(/[?#]/)[0] ?? '';
    const relative = path.slice(EMBED_BASE.length);
    // A file by its name (no dot-segment, no dotfile); a path without one names a film.
    if (path.startsWith(EMBED_ASSETS) || /\.[A-Za-z0-9]+$/.test(path)) {
      const safe = /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/.test(relative);
      const file = join(outDir, relative);
      if (!safe || !existsSync(file) || !statSync(file).isFile()) return notFound(res, 'Not found');
      return send(req, res, file, HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache');
    }
    send(req, res, index, 'no-cache');
  };
  return {
    name: 'demo-embed-preview',
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

/**
 * The embeddable player's Vite dev server under `/embed/` (dev), on the web server's port: its
 * modules and its page (`/embed/<id>`, `/embed?id=`) from apps/embed's own config, the libraries
 * from source, its HMR on the web server's socket at `/embed/`.
 */
function embedDev(allow: readonly string[]): { plugin: Plugin; close(): Promise<void> } {
  let embed: ViteDevServer | null = null;
  const plugin: Plugin = {
    name: 'demo-embed-dev',
    async configureServer(server) {
      const httpServer = server.httpServer as Server | null;
      const dev = await createServer({
        configFile: embedConfig,
        logLevel: server.config.logLevel,
        server: {
          middlewareMode: true,
          ws: httpServer === null ? false : { server: httpServer },
          fs: { strict: true, allow: [...allow] },
        },
      });
      embed = dev;
      server.middlewares.use((req, res, next) => {
        if (!isEmbedPath(req.url ?? '')) return next();
        // `/embed?id=` is the page under the base (`/embed/?id=`); the address stays the same.
        if (req.url?.startsWith('/embed?') || req.url === '/embed') {
          req.url = `/embed/${req.url.slice('/embed'.length)}`;
        }
        dev.middlewares(req, res, next);
      });
    },
  };
  return { plugin, close: async () => void (await embed?.close()) };
}

/** CSP hash sources (`'sha256-…'`) of the inline blocks `pattern` finds in `html`. */
function hashesOf(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map(
    ([, content]) =>
      `'sha256-${createHash('sha256')
        .update(content ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Refuses a body the demo API would refuse (413) before proxying it, by its Content-Length: the
 * API hangs up on a large upload it will not read, which the proxy would turn into a 502.
 */
function bodyLimit(paths: readonly string[]): Plugin {
  const refuse = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = req.url?.split('?')[0] ?? '';
    const proxied = paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!proxied || Number(req.headers['content-length'] ?? 0) <= MAX_BODY_BYTES) return next();
    res.statusCode = 413;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Connection', 'close');
    res.end(JSON.stringify({ code: 413, msg: '请求内容过大', rescont: null }));
  };
  return {
    name: 'demo-body-limit',
    configureServer: (server) => void server.middlewares.use(refuse),
    configurePreviewServer: (server) => void server.middlewares.use(refuse),
  };
}

async function startWeb(
  options: DemoSiteOptions,
  paths: readonly string[],
  proxy: Record<string, ProxyOptions>,
): Promise<{ port: number; close(): Promise<void> }> {
  const { mode, host, port } = options;
  const embedOutDir = options.embedOutDir ?? `${root}dist/apps/embed`;
  const embed = embedDev(SERVED_FOLDERS);
  let actualPort = port;
  const shared = {
    configFile: webConfig,
    plugins: [
      demoSecurityHeaders(options.outDir, options.env),
      demoConfig(() => actualPort, options.env),
      bodyLimit(paths),
      mode === 'dev' ? embed.plugin : embedPreview(embedOutDir, options.env),
    ],
    build: { outDir: options.outDir },
    logLevel: options.logLevel,
  };
  if (mode === 'dev') {
    const server = await createServer({
      ...shared,
      server: {
        host,
        port,
        strictPort: true,
        proxy,
        fs: { strict: true, allow: SERVED_FOLDERS },
      },
    });
    await server.listen();
    actualPort = (server.httpServer?.address() as AddressInfo | null)?.port ?? port;
    return {
      port: actualPort,
      close: async () => {
        await Promise.allSettled([server.close(), embed.close()]);
      },
    };
  }
  if (options.build) {
    await build({ ...shared, logLevel: 'warn' });
    await build({
      configFile: embedConfig,
      logLevel: 'warn',
      build: { outDir: embedOutDir, emptyOutDir: true },
    });
  }
  const server = await preview({ ...shared, preview: { host, port, strictPort: true, proxy } });
  actualPort = (server.httpServer.address() as AddressInfo | null)?.port ?? port;
  return { port: actualPort, close: () => server.close() };
}
