import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

/** What a client is doing, each kind with its own allowance. */
export type RateKind = 'request' | 'write' | 'codeLookup';

/** Per-minute allowances of one client; 0 is no limit. */
export type RateAllowances = Readonly<Record<RateKind, number>>;

/** A client's remaining allowance of one kind (a token bucket refilled over a minute). */
interface Bucket {
  tokens: number;
  at: number;
}

const MINUTE_MS = 60_000;

/** The reply to a client over its allowance. */
export const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';

/**
 * Rates per client: each kind lets a client send its allowance at once, then that many per
 * minute. At most `maxClients` clients are tracked (the one seen longest ago goes), so the
 * limiter's own memory is bounded.
 */
export class RateLimiter {
  private readonly clients = new Map<string, Map<RateKind, Bucket>>();

  constructor(
    private readonly allowances: RateAllowances,
    private readonly maxClients: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes one of `kind` from `client`'s allowance; false when none is left. */
  take(client: string, kind: RateKind): boolean {
    const allowance = this.allowances[kind];
    if (!(allowance > 0)) return true;
    const now = this.clock();
    const buckets = this.clients.get(client) ?? new Map<RateKind, Bucket>();
    this.clients.delete(client);
    this.clients.set(client, buckets);
    for (const oldest of this.clients.keys()) {
      if (this.clients.size <= this.maxClients) break;
      this.clients.delete(oldest);
    }
    const bucket = buckets.get(kind) ?? { tokens: allowance, at: now };
    bucket.tokens = Math.min(
      allowance,
      bucket.tokens + ((now - bucket.at) * allowance) / MINUTE_MS,
    );
    bucket.at = now;
    buckets.set(kind, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets every client (a test reset). */
  clear(): void {
    this.clients.clear();
  }
}

/**
 * Answers 429 to a client past its allowance: every request counts, writes (POST, DELETE) and
 * lookups by identification code (`isCodeLookup`) each count once more against their own.
 */
export function rateLimitMiddleware(
  limiter: () => RateLimiter,
  clientOf: (c: Context) => string,
  isCodeLookup: (method: string, path: string) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    const client = clientOf(c);
    const method = c.req.method;
    const kinds: RateKind[] = ['request'];
    if (method === 'POST' || method === 'DELETE') kinds.push('write');
    if (isCodeLookup(method, c.req.path)) kinds.push('codeLookup');
    const rates = limiter();
    // Every kind is taken, so that a refused call still counts against each.
    const refused = kinds.map((kind) => rates.take(client, kind)).includes(false);
    if (refused) throw new ApiError(429, TOO_MANY_REQUESTS);
    await next();
  };
}
