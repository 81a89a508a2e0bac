import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/** The production build the preview server serves. */
const ROOT = join(import.meta.dirname, '../../../..');
/** The build the servers run: WEB_OUT_DIR where the tests built elsewhere (as the start script reads it). */
const BUILD = resolve(ROOT, process.env['WEB_OUT_DIR'] ?? 'dist/apps/web');
const API_PATHS = /^\/(api|share-api|stats|covers|media)\//;
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/** The build on a port of its own, whose service worker a test can change as a deploy would. */
export interface StaticSite {
  readonly url: string;
  /** From now on `sw.js` is a byte longer: the browser's next update check finds a new worker. */
  deploy(): void;
  close(): Promise<void>;
}

/**
 * Serves the production build (index.html for every route) and passes the API paths on to the
 * demo API, like the preview server, but from a folder it reads on every request. A build made for
 * a base path (`base`, e.g. `/m`, from `dir`) is served under it: nothing answers outside it but
 * the API.
 */
export async function serveBuild(
  apiPort: number,
  { dir = BUILD, base = '' }: { readonly dir?: string; readonly base?: string } = {},
): Promise<StaticSite> {
  let deployed = false;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const inApp = url.pathname === base || url.pathname.startsWith(`${base}/`);
      if (!API_PATHS.test(url.pathname) && !inApp) {
        response.writeHead(404).end();
        return;
      }
      if (API_PATHS.test(url.pathname)) {
        try {
          const upstream = await fetch(`http://127.0.0.1:${apiPort}${url.pathname}${url.search}`, {
            method: request.method,
          });
          const body = Buffer.from(await upstream.arrayBuffer());
          response.writeHead(upstream.status, {
            'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
          });
          response.end(body);
        } catch {
          // The demo API unreachable: an answer the page can show, never a request left open.
          response.writeHead(502).end();
        }
        return;
      }
      const path = normalize(url.pathname.slice(base.length) || '/').replace(/^(\.\.[/\\])+/, '');
      const file = extname(path) ? join(dir, path) : join(dir, 'index.html');
      try {
        let body = await readFile(file);
        if (deployed && path === '/sw.js')
          body = Buffer.concat([body, Buffer.from('\n// deploy\n')]);
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => {
      deployed = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // `close` waits for every socket to end, and the browser keeps some open with no request
        // on them (a socket opened ahead, a kept-alive one) until the page goes: the test is over,
        // so they go now, or its teardown would wait until the test's time runs out.
        server.closeAllConnections();
      }),
  };
}
