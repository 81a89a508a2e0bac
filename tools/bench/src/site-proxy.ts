import { once } from 'node:events';
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** A file the proxy answers itself. */
export interface StaticFile {
  readonly body: string | Uint8Array;
  readonly contentType: string;
}

export interface SiteProxyOptions {
  /** 0 picks a free one. */
  readonly port: number;
  /** The server in front of which it stands, e.g. `http://127.0.0.1:4510`. */
  readonly upstream: string;
  /** Changes the runtime config (`/config.json`) the app gets, e.g. ads off. */
  readonly config?: (config: Record<string, unknown>) => Record<string, unknown>;
  /** Files it serves itself, by path (`/__bench/reference/`). */
  readonly files?: ReadonlyMap<string, StaticFile>;
}

export interface SiteProxy {
  readonly url: string;
  close(): Promise<void>;
}

/** Text types a production server compresses (the nginx config and CDNs do the same). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;
/** Content-hashed build output: compressed once, reused. */
const IMMUTABLE_PATH = '/assets/';

const accepts = (headers: IncomingHttpHeaders, encoding: string) =>
  String(headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => part.trim().split(';')[0] === encoding);

/**
 * Stands in front of the preview server and serves it the way production does: text gzipped
 * (level 9, as the byte budgets count it). `vite preview` sends it uncompressed, which would
 * make Lighthouse's simulated slow 4G download three times the bytes a phone gets. It can also
 * swap the runtime config and serve extra files, all from one origin.
 */
export async function startSiteProxy(options: SiteProxyOptions): Promise<SiteProxy> {
  const upstream = new URL(options.upstream);
  const agent = new Agent({ keepAlive: true });
  const compressed = new Map<string, Buffer>();

  const sendBody = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ) => {
    const type = String(headers['content-type'] ?? '');
    const gzip =
      status === 200 &&
      !headers['content-encoding'] &&
      COMPRESSIBLE.test(type) &&
      accepts(req.headers, 'gzip');
    const url = req.url ?? '';
    let payload = body;
    if (gzip) {
      payload = compressed.get(url) ?? gzipSync(body, { level: 9 });
      if (url.startsWith(IMMUTABLE_PATH)) compressed.set(url, payload);
    }
    const out: IncomingHttpHeaders = { ...headers, 'content-length': String(payload.length) };
    delete out['transfer-encoding'];
    if (gzip) {
      out['content-encoding'] = 'gzip';
      out['vary'] = 'Accept-Encoding';
    }
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    rewrite?: (body: Buffer) => Buffer,
  ) => {
    const headers = { ...req.headers };
    // Always plain from upstream: the proxy decides the encoding.
    delete headers['accept-encoding'];
    const upstreamRequest = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (upstreamResponse) => {
        const status = upstreamResponse.statusCode ?? 502;
        const type = String(upstreamResponse.headers['content-type'] ?? '');
        if (!rewrite && !COMPRESSIBLE.test(type)) {
          res.writeHead(status, upstreamResponse.headers);
          upstreamResponse.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const body = Buffer.concat(chunks);
          sendBody(req, res, status, upstreamResponse.headers, rewrite ? rewrite(body) : body);
        });
      },
    );
    upstreamRequest.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The bench proxy could not reach the preview server.');
    });
    req.pipe(upstreamRequest);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const file = options.files?.get(path);
    if (file) {
      const headers = { 'content-type': file.contentType, 'cache-control': 'no-cache' };
      sendBody(req, res, 200, headers, Buffer.from(file.body));
      return;
    }
    const changeConfig = options.config;
    if (changeConfig && path === '/config.json') {
      forward(req, res, (body) =>
        Buffer.from(
          JSON.stringify(
            changeConfig(JSON.parse(body.toString('utf8')) as Record<string, unknown>),
          ),
        ),
      );
      return;
    }
    forward(req, res);
  });
  server.listen(options.port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
