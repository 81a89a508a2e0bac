import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { envelope, statusMessage } from './envelope';

/** Statuses whose replies cannot carry a body. */
const NULL_BODY_STATUSES = [204, 205, 304];

/** How to misbehave on matching requests (browser tests inject errors with it). */
export const faultRuleSchema = v.object({
  /** Path pattern; `*` matches any run of characters, e.g. `/api/videosort/*`. */
  path: v.pipe(v.string(), v.startsWith('/')),
  /** Only this method (any when absent). */
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
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
  const pattern = rule.path.split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${pattern}$`).test(path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
