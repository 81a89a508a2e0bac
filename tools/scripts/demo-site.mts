// The demo as `npm start` (dev) and `npm run preview` serve it: the demo API on loopback and the
// web app in front of it, proxying the API paths, so that a phone on the LAN needs one address.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, createServer, type Plugin, preview, type ProxyOptions } from 'vite';
import {
  lanAddresses,
  MAX_BODY_BYTES,
  originsOf,
  readDemoEnv,
  startDemoApi,
} from '@video/demo-api';
// tools/deploy is no package (its files run as plain Node scripts): its headers are read in place.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { securityHeaders } from '../deploy/security-headers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webConfig = `${root}apps/web/vite.config.mts`;

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
const SERVED_FOLDERS = ['apps/web', 'libs', 'node_modules'].map((folder) => `${root}${folder}`);

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
  /** Build the app into `outDir` first (preview). */
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
 * Serves `/config.json` for the demo: the committed config, with the share hosts of this server
 * (`share.localhost:<port>` resolves to this machine in Chromium and most systems).
 */
function demoConfig(port: () => number, env: DemoSiteOptions['env']): Plugin {
  const file = `${root}apps/web/public/config.json`;
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
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
 * client and React's refresh run inline script and inject styles) and sends the others.
 */
function demoSecurityHeaders(outDir: string): Plugin {
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
    if (!withCsp) delete all['Content-Security-Policy'];
    return Object.entries(all);
  };
  const middleware = (headers: () => [string, string][]) => {
    let cached: [string, string][] | undefined;
    return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
      cached ??= headers();
      for (const [name, value] of cached) res.setHeader(name, value);
      next();
    };
  };
  return {
    name: 'demo-security-headers',
    configureServer: (server) => void server.middlewares.use(middleware(() => headersFor(false))),
    // Read once the build is there (a preview builds first).
    configurePreviewServer: (server) =>
      void server.middlewares.use(middleware(() => headersFor(true))),
  };
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
  let actualPort = port;
  const shared = {
    configFile: webConfig,
    plugins: [
      demoSecurityHeaders(options.outDir),
      demoConfig(() => actualPort, options.env),
      bodyLimit(paths),
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
    return { port: actualPort, close: () => server.close() };
  }
  if (options.build) await build({ ...shared, logLevel: 'warn' });
  const server = await preview({ ...shared, preview: { host, port, strictPort: true, proxy } });
  actualPort = (server.httpServer.address() as AddressInfo | null)?.port ?? port;
  return { port: actualPort, close: () => server.close() };
}
