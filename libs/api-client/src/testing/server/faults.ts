import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { envelope, statusMessage } from './envelope';

/** Statuses whose replies cannot carry a body. */
const NULL_BODY_STATUSES = [204, 205, 304];

/** Longest fault pattern accepted; paths are short. */
const MAX_PATTERN_LENGTH = 256;

/** How to misbehave on matching requests (browser tests inject errors with it). */
export const faultRuleSchema = v.object({
  /**
   * Path pattern, compared segment by segment: `*` matches any run of characters within one
   * segment, e.g. `/api/videosort/*` or `/api/adinfo/BANNER/*`.
   */
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(MAX_PATTERN_LENGTH)),
  /** Only this method (any when absent). */
  method: v.optional(v.pipe(v.string(), v.maxLength(16), v.toUpperCase())),
  /** Reply with this status (an envelope with its Chinese message unless `body` is given). */
  status: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(200),
      v.maxValue(599),
      v.check((status) => !NULL_BODY_STATUSES.includes(status), 'a status with a body'),
    ),
  ),
  /** Raw body sent as `application/json`, e.g. `{"code":` for a malformed reply. */
  body: v.optional(v.string()),
  /** Wait this long first; alone it only slows the real reply down. */
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000))),
  /** Apply to this many requests, then disappear (unlimited when absent). */
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export type FaultRule = v.InferOutput<typeof faultRuleSchema>;

/** Paths that are never faulted: the hooks that set and clear faults. */
const TEST_HOOKS = '/__test/';

/** Middleware applying the first rule of `rules()` that matches a request. */
export function faultMiddleware(rules: () => FaultRule[]): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const active = rules();
    const index = path.startsWith(TEST_HOOKS)
      ? -1
      : active.findIndex((rule) => matches(rule, c.req.method, path));
    if (index === -1) return next();
    const rule = active[index];
    if (rule.times !== undefined) {
      if (rule.times <= 1) active.splice(index, 1);
      else active[index] = { ...rule, times: rule.times - 1 };
    }
    if (rule.delayMs !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
    }
    if (rule.status === undefined && rule.body === undefined) return next();
    // The schema keeps out the statuses that cannot carry a body.
    const status = (rule.status ?? 200) as ContentfulStatusCode;
    const body = rule.body ?? JSON.stringify(envelope(null, statusMessage(status), status));
    return c.body(body, status, { 'Content-Type': 'application/json; charset=utf-8' });
  };
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method !== undefined && rule.method !== method) return false;
  const patterns = rule.path.split('/');
  const segments = path.split('/');
  return (
    patterns.length === segments.length &&
    patterns.every((pattern, index) => segmentMatches(pattern, segments[index]))
  );
}

/**
 * Whether `text` matches `pattern`, where `*` stands for any run of characters. A glob, not a
 * regular expression built from the rule: greedy matching that goes back only to the last `*`,
 * so a crafted pattern or path costs at most pattern × text steps, never a backtracking blow-up.
 */
export function segmentMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p;
      p += 1;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (star !== -1) {
      p = star + 1;
      resume += 1;
      t = resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}
