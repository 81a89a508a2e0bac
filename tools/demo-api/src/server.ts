import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createReferenceApi, MAX_BODY_BYTES } from '@video/api-client/testing';
import { lanAddresses } from './lan-addresses';
import { mediaHandler } from './media-handler';

export interface DemoApiOptions {
  /** Default 4311; 0 picks a free port. */
  readonly port?: number;
  /**
   * Interface to listen on; default loopback (`127.0.0.1`): `0.0.0.0` opens it to the network
   * (phones on the LAN), which should then be behind a proxy.
   */
  readonly host?: string;
  /**
   * Origins that links in replies may name (see the reference server's `publicOrigins`): a
   * request naming a `Host` that is neither one of them nor this server's own address
   * (`localhost` and `127.0.0.1`, and the LAN addresses when it listens on every interface) is
   * refused with 421, as a DNS-rebound name would be. Default: this server's own address. A
   * function is asked on every request.
   */
  readonly publicOrigins?: readonly string[] | (() => readonly string[]);
  /** `site` values taken by favourites and page views; default the reference server's. */
  readonly sites?: readonly string[];
  /** Catalogue seed (default 1) and reference date (epoch ms, default 2026-11-01 UTC+8). */
  readonly seed?: number;
  readonly now?: number;
  /**
   * Web origins allowed to call from another origin (CORS, with credentials); default none: the
   * web servers of `npm start` and `npm run preview` proxy the API onto the app's own origin.
   */
  readonly webOrigins?: readonly string[];
  /**
   * Mounts the test hooks (`/__test/*`, `GET /stats/pageviews`): browser tests and benchmarks
   * only, never a server a network can reach. Default off.
   */
  readonly testHooks?: boolean;
  /**
   * Answers in the contract's other plausible reading (numbers as text, dates as Unix seconds,
   * nothing as null, a 401 in the body, favourite users as one list), to see that the app reads
   * a backend built elsewhere. Default off.
   */
  readonly variants?: boolean;
  /** Proxies whose `X-Forwarded-*` headers are believed (the web server in front); default none. */
  readonly trustedProxies?: readonly string[];
  /** Folder of the HLS clips; default `tools/demo-api/media`. */
  readonly mediaDir?: string;
  /** Cover key, 32 hex characters; default the api-client's `TEST_CIPHER_KEY`. */
  readonly cipherKey?: string;
}

export interface DemoApi {
  /** Base URL to put in the app's config, e.g. `http://localhost:4311`. */
  readonly url: string;
  readonly port: number;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4311;
/** Loopback: nothing on the network reaches the demo unless `HOST` says so. */
export const DEFAULT_HOST = '127.0.0.1';
/** The largest request body the demo API reads; larger ones get 413. */
export { MAX_BODY_BYTES };
const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

/** Starts the demo API: the api-client's reference server plus the media files, over HTTP. */
export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, mediaDir = DEFAULT_MEDIA_DIR } = options;
  let actualPort = port;
  const ownOrigins = () =>
    originsOf(
      host === '0.0.0.0' || host === '::' ? ['localhost', ...lanAddresses()] : [host],
      actualPort,
    );
  const given = options.publicOrigins;
  // The given origins first (links name the first by default), then the server's own address,
  // which a tool on this machine calls directly.
  const publicOrigins = () => [
    ...(typeof given === 'function' ? given() : (given ?? [])),
    ...ownOrigins(),
  ];
  const app = createReferenceApi({
    seed: options.seed,
    now: options.now,
    webOrigins: options.webOrigins,
    testHooks: options.testHooks,
    variants: options.variants,
    trustedProxies: options.trustedProxies,
    publicOrigins,
    sites: options.sites,
    cipherKey: options.cipherKey,
    // Drawn anew at each start: the visitors' public ids cannot be worked back to their codes.
    publicIdKey: randomBytes(16).toString('hex'),
    mediaHandler: mediaHandler(mediaDir),
    clientAddress: (c) => getConnInfo(c).remote.address,
  });
  const server = serve({ fetch: app.fetch, port, hostname: host }) as Server;
  await once(server, 'listening');
  actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${displayHost(host)}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * `http://<host>:<port>` for each host (IPv6 in brackets); `localhost` and `127.0.0.1` stand for
 * each other, since a browser on this machine may use either.
 */
export function originsOf(hosts: readonly string[], port: number): string[] {
  const names = hosts.flatMap((host) =>
    host === 'localhost' || host === '127.0.0.1' ? ['localhost', '127.0.0.1'] : [host],
  );
  return [...new Set(names)].map(
    (host) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  );
}

/** A host a browser on this machine can open: wildcard addresses become `localhost`. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
