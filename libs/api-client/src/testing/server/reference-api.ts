import { variantsMiddleware } from './variants';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { formatApiDate } from '../../lib/format-api-date';
import { isValidCipherKey } from '../../lib/image/cipher-key';
import { type Catalogue, createCatalogue } from '../catalogue/create-catalogue';
import { createCoverStore } from '../covers/cover-store';
import { createLinks } from '../links';
import { REFERENCE_SITE } from '../catalogue/seed-content';
import { TEST_CIPHER_KEY } from '../test-config';
import { ApiError } from './api-error';
import { indexCatalogue } from './catalogue-index';
import { coverRoutes } from './cover-routes';
import { envelope, statusMessage } from './envelope';
import { type FaultRule, faultMiddleware } from './faults';
import { ownApi } from './own-api';
import { MAX_CODE_LENGTH } from './params';
import {
  forwardedFor,
  isPublicOrigin,
  publicOrigins,
  publicUrl,
  trustedProxies,
} from './public-url';
import { RateLimiter, rateLimitMiddleware } from './rate-limit';
import type { ReferenceContext } from './reference-context';
import { DEFAULT_LIMITS, type ReferenceLimits } from './reference-limits';
import { createReferenceState } from './reference-state';
import { shareApi } from './share-api';
import { statsRoutes } from './stats-routes';
import { fieldRoutes } from './field-routes';
import { sameSiteOnly, TEST_CLIENT_HEADER, testRoutes } from './test-routes';

export interface ReferenceApiOptions {
  /** The data served; default `createCatalogue(seed, now)`. */
  readonly catalogue?: Catalogue;
  /** Seed of the default catalogue (default 1). */
  readonly seed?: number;
  /** Reference date of the default catalogue, epoch ms (default 2026-11-01 UTC+8). */
  readonly now?: number;
  /** Where the HLS clips live, absolute or a path on the server's origin; default `/media`. */
  readonly mediaBaseUrl?: string;
  /** AES-128 key of the covers, 32 hex characters; default {@link TEST_CIPHER_KEY}. */
  readonly cipherKey?: string;
  /**
   * Web origins allowed to call from another origin (CORS, with credentials); default none. A
   * same-origin app, or one behind a proxy on its own origin, needs none.
   */
  readonly webOrigins?: readonly string[];
  /**
   * Mounts the test hooks (`/__test/*`, `GET /stats/pageviews`): only for test runs, since they
   * let any caller reset the state, inject faults and read feedback and page views. Default off.
   */
  readonly testHooks?: boolean;
  /** Faults active from the start and after every reset (they apply with or without the hooks). */
  readonly faults?: readonly FaultRule[];
  /** The address the request came from (the Node host reads the socket). */
  readonly clientAddress?: (c: Context) => string | undefined;
  /**
   * Addresses of the proxies whose `X-Forwarded-Host`, `-Proto` and `-For` are believed (a dev
   * server in front); from anyone else those headers are ignored. Default none.
   */
  readonly trustedProxies?: readonly string[];
  /**
   * The origins links in replies (streams, covers, next pages) may name, e.g.
   * `http://localhost:4200`: a request to one of them (by its `Host`, or the `X-Forwarded-Host`
   * of a trusted proxy) gets links to it, any other request links to the first. The `Host`
   * header never puts a host of its own in a reply, and a request naming another is refused
   * (421): a page of another site reaches a server on this machine or the LAN only through a
   * DNS name rebound to it. A function is asked on every request (a server that learns its port
   * later). Default: the request's own URL, for in-process use (MSW) where no header makes it.
   */
  readonly publicOrigins?: readonly string[] | (() => readonly string[]);
  /**
   * The `site` values taken by the favourites calls and the page views; any other is a 400.
   * Default {@link DEFAULT_SITES}.
   */
  readonly sites?: readonly string[];
  /** Caps on what the server keeps (oldest dropped); default {@link DEFAULT_LIMITS}. */
  readonly limits?: Partial<ReferenceLimits>;
  /** Keys the visitors' public ids in `favorites/user`, 32 hex characters; default a test key. */
  readonly publicIdKey?: string;
  /** Serves `/media/*` (the Node host passes a static file handler). */
  readonly mediaHandler?: MiddlewareHandler;
  /**
   * Answers every call in the contract's other plausible reading (see `variantsMiddleware`):
   * numbers as strings, dates as Unix seconds, nothing as null, 401 in the body, favourite users
   * as one plain list. For testing that a client reads both.
   */
  readonly variants?: boolean;
}

/** The `site` values a reference server takes unless told otherwise: the demo's and the tests'. */
export const DEFAULT_SITES: readonly string[] = [REFERENCE_SITE, 'reference'];

/** Favourites calls, which carry the visitor's code: each is a lookup by code. */
const CODE_CALLS = /^\/(?:share-api|api)\/favorites(?:\/(?:total|ids|remove))?\/?$/;

/** The reference server: a Hono app answering `app.fetch(request)`. */
export type ReferenceApi = Hono;

const DEFAULT_MEDIA_BASE = '/media';

/** The largest request body read (feedback, favourites and page views are small JSON). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The reference implementation of the contract in the README: own API under `/api`, share
 * service under `/share-api`, page views under `/stats`, encrypted covers under `/covers`, and
 * with `testHooks` the hooks under `/__test` (reset, faults, feedback). State lives in memory,
 * capped; bodies over {@link MAX_BODY_BYTES} are refused with 413.
 */
export function createReferenceApi(options: ReferenceApiOptions = {}): ReferenceApi {
  const catalogue = options.catalogue ?? createCatalogue(options.seed, options.now);
  const mediaBaseUrl = options.mediaBaseUrl ?? DEFAULT_MEDIA_BASE;
  const cipherKey = options.cipherKey ?? TEST_CIPHER_KEY;
  if (!isValidCipherKey(cipherKey)) throw new Error('cipherKey must be 32 hex characters.');
  if (options.publicIdKey !== undefined && !isValidCipherKey(options.publicIdKey)) {
    throw new Error('publicIdKey must be 32 hex characters.');
  }
  const limits: ReferenceLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const freshState = () =>
    createReferenceState(catalogue, {
      faults: options.faults,
      limits,
      publicIdKey: options.publicIdKey,
    });
  let state = freshState();
  const rates = new RateLimiter(
    {
      request: limits.requestsPerMinute,
      write: limits.writesPerMinute,
      codeLookup: limits.codeLookupsPerMinute,
    },
    limits.rateClients,
  );
  const testHooks = options.testHooks === true;
  const isTrustedProxy = trustedProxies(options.trustedProxies ?? []);
  const peer = (c: Context) => options.clientAddress?.(c);
  const viaProxy = (c: Context) => isTrustedProxy(peer(c));
  const origins = publicOrigins(options.publicOrigins);
  const requestUrl = (c: Context) => origins(publicUrl(c.req.raw, viaProxy(c)));
  const clientAddress = (c: Context) =>
    (testHooks ? testClient(c) : undefined) ??
    (viaProxy(c) ? forwardedFor(c.req.raw, isTrustedProxy) : undefined) ??
    peer(c) ??
    'unknown';
  const visitorAddress = (c: Context) =>
    (testHooks ? testClient(c) : undefined) ??
    (relayedBy(c.req.raw) && !viaProxy(c) ? warnUntrustedProxy(peer(c)) : clientAddress(c));
  const ctx: ReferenceContext = {
    variants: options.variants === true,
    catalogue,
    index: indexCatalogue(catalogue),
    covers: createCoverStore({ algorithm: 'aes-128-cbc', key: cipherKey }),
    state: () => state,
    limits,
    reset: () => {
      state = freshState();
      rates.clear();
    },
    links: (c) => createLinks(requestUrl(c).origin, mediaBaseUrl),
    requestUrl,
    clientAddress,
    visitorAddress,
    today: () => formatApiDate(Date.now()),
    sites: new Set(options.sites ?? DEFAULT_SITES),
  };

  const app = new Hono();
  const knownOrigin = isPublicOrigin(options.publicOrigins);
  app.use('*', async (c, next) => {
    if (!knownOrigin(publicUrl(c.req.raw, viaProxy(c)))) {
      throw new ApiError(421, 'Unknown Host: this server answers its own addresses only');
    }
    await next();
  });
  app.use('*', corsFor(options.webOrigins ?? []));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(envelope(null, '请求内容过大', 413), 413),
    }),
  );
  if (testHooks) {
    // Even on a loopback test run, another site's page may not reset, fault or read the state.
    const sameSite = sameSiteOnly(requestUrl);
    app.use('/__test/*', sameSite);
    app.use('/stats/pageviews', sameSite);
  }
  const limited = rateLimitMiddleware(
    () => rates,
    clientAddress,
    (method, path) => CODE_CALLS.test(path) && method !== 'OPTIONS',
  );
  app.use('*', async (c, next) => (c.req.path.startsWith('/__test/') ? next() : limited(c, next)));
  app.use(
    '*',
    faultMiddleware(() => state.faults),
  );
  if (options.mediaHandler !== undefined) app.use('/media/*', options.mediaHandler);
  if (options.variants === true) {
    app.use('/api/*', variantsMiddleware());
    app.use('/share-api/*', variantsMiddleware());
  }
  app.route('/api', ownApi(ctx));
  app.route('/share-api', shareApi(ctx));
  app.route('/stats', statsRoutes(ctx, testHooks));
  app.route('/stats', fieldRoutes(ctx));
  app.route('/covers', coverRoutes(ctx));
  if (testHooks) app.route('/__test', testRoutes(ctx));
  app.notFound((c) => c.json(envelope(null, statusMessage(404), 404), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.status === 429) c.header('Retry-After', '60');
      return c.json(envelope(null, error.message, error.status), error.status);
    }
    console.error('[reference-api]', error);
    return c.json(envelope(null, statusMessage(500), 500), 500);
  });
  return app;
}

/** Headers a proxy adds to a request it relays. */
const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function relayedBy(request: Request): boolean {
  return RELAY_HEADERS.some((name) => request.headers.has(name));
}

const warnedProxies = new Set<string>();

/**
 * No visitor address for a request relayed by an untrusted proxy; its operator is told once, in
 * the server's log, how to trust it.
 */
function warnUntrustedProxy(proxy: string | undefined): undefined {
  const name = proxy ?? 'unknown';
  if (warnedProxies.size < 100 && !warnedProxies.has(name)) {
    warnedProxies.add(name);
    console.warn(
      `[reference-api] ${name} relays requests (X-Forwarded-For) but is not a trusted proxy: ` +
        'unlock visitors are not counted and the field summaries are refused. Trust it with ' +
        'trustedProxies (DEMO_TRUSTED_PROXIES for the demo API).',
    );
  }
  return undefined;
}

/**
 * With the test hooks, a test may name the client it stands for in {@link TEST_CLIENT_HEADER}
 * (several friends of a share video from one machine). A page of another site cannot send that
 * header without a CORS preflight, which it does not pass.
 */
function testClient(c: Context): string | undefined {
  const named = c.req.header(TEST_CLIENT_HEADER)?.trim();
  return named === undefined || named === ''
    ? undefined
    : `test:${named.slice(0, MAX_CODE_LENGTH)}`;
}

/** Credentialed CORS for the origins on the list only: any other gets no CORS headers. */
function corsFor(webOrigins: readonly string[]): MiddlewareHandler {
  const allowListed = cors({
    origin: (origin) => (origin !== '' && webOrigins.includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  return async (c, next) => {
    const preflight = await allowListed(c, next);
    // Hono's cors says "credentials allowed" to every origin; only a listed one may hear it.
    for (const headers of [preflight?.headers, c.res.headers]) {
      if (headers?.get('Access-Control-Allow-Origin') === null) {
        headers.delete('Access-Control-Allow-Credentials');
      }
    }
    return preflight;
  };
}
