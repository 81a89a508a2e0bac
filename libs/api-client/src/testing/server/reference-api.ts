import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isValidCipherKey } from '../../lib/image/cipher-key';
import { type Catalogue, createCatalogue } from '../catalogue/create-catalogue';
import { createCoverStore } from '../covers/cover-store';
import { createLinks } from '../links';
import { TEST_CIPHER_KEY } from '../test-config';
import { ApiError } from './api-error';
import { indexCatalogue } from './catalogue-index';
import { coverRoutes } from './cover-routes';
import { envelope, statusMessage } from './envelope';
import { type FaultRule, faultMiddleware } from './faults';
import { ownApi } from './own-api';
import { forwardedFor, publicUrl } from './public-url';
import type { ReferenceContext } from './reference-context';
import { createReferenceState } from './reference-state';
import { shareApi } from './share-api';
import { statsRoutes } from './stats-routes';
import { testRoutes } from './test-routes';

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
  /** Web origins allowed to call with credentials; default any origin (reflected). */
  readonly webOrigins?: readonly string[];
  /** Faults active from the start and after every reset. */
  readonly faults?: readonly FaultRule[];
  /** The client's address when no `X-Forwarded-For` names it (the Node host reads the socket). */
  readonly clientAddress?: (c: Context) => string | undefined;
  /** Serves `/media/*` (the Node host passes a static file handler). */
  readonly mediaHandler?: MiddlewareHandler;
}

/** The reference server: a Hono app answering `app.fetch(request)`. */
export type ReferenceApi = Hono;

const DEFAULT_MEDIA_BASE = '/media';

/**
 * The reference implementation of the contract in the README: own API under `/api`, share
 * service under `/share-api`, page views under `/stats`, encrypted covers under `/covers`, test
 * hooks under `/__test` (reset, faults, feedback). State lives in memory.
 */
export function createReferenceApi(options: ReferenceApiOptions = {}): ReferenceApi {
  const catalogue = options.catalogue ?? createCatalogue(options.seed, options.now);
  const mediaBaseUrl = options.mediaBaseUrl ?? DEFAULT_MEDIA_BASE;
  const cipherKey = options.cipherKey ?? TEST_CIPHER_KEY;
  if (!isValidCipherKey(cipherKey)) throw new Error('cipherKey must be 32 hex characters.');
  const freshState = () => createReferenceState(catalogue, mediaBaseUrl, options.faults);
  let state = freshState();
  const ctx: ReferenceContext = {
    catalogue,
    index: indexCatalogue(catalogue),
    covers: createCoverStore({ algorithm: 'aes-128-cbc', key: cipherKey }),
    state: () => state,
    reset: () => {
      state = freshState();
    },
    links: (c) => createLinks(publicUrl(c.req.raw).origin, mediaBaseUrl),
    requestUrl: (c) => publicUrl(c.req.raw),
    clientAddress: (c) => forwardedFor(c.req.raw) ?? options.clientAddress?.(c) ?? 'unknown',
  };

  const app = new Hono();
  app.use('*', corsFor(options.webOrigins));
  app.use(
    '*',
    faultMiddleware(() => state.faults),
  );
  if (options.mediaHandler !== undefined) app.use('/media/*', options.mediaHandler);
  app.route('/api', ownApi(ctx));
  app.route('/share-api', shareApi(ctx));
  app.route('/stats', statsRoutes(ctx));
  app.route('/covers', coverRoutes(ctx));
  app.route('/__test', testRoutes(ctx));
  app.notFound((c) => c.json(envelope(null, statusMessage(404), 404), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(envelope(null, error.message, error.status), error.status);
    }
    console.error('[reference-api]', error);
    return c.json(envelope(null, statusMessage(500), 500), 500);
  });
  return app;
}

/** Credentialed CORS: the Origin is reflected when allowed (any origin without a list). */
function corsFor(webOrigins: readonly string[] | undefined): MiddlewareHandler {
  return cors({
    origin: (origin) =>
      origin !== '' && (webOrigins === undefined || webOrigins.includes(origin)) ? origin : null,
    credentials: true,
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
}
