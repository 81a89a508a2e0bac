import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { createFieldStore, VITAL_NAMES } from './field-store';
import { readBody } from './params';
import { allowedSite, ok, type ReferenceContext } from './reference-context';

const ERROR_KINDS = [
  'api',
  'error',
  'rejection',
  'chunk',
  'stylesheet',
  'render',
  'player',
] as const;
const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/**
 * Terminal controls (C0, DEL, C1) and invisible format characters (bidi overrides, zero-width
 * ones, line and paragraph separators). No report needs them, and printed as they came they
 * could forge the operator's table, retitle or clear the terminal, or write to its clipboard.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** The same, but for the line breaks and tabs of a message or a stack over several lines. */
const CONTROL_OR_FORMAT_BUT_LINES = /(?![\n\t])[\p{Cc}\p{Cf}\u2028\u2029]/u;
const printable = v.check((value: string) => !CONTROL_OR_FORMAT.test(value));
const printableLines = v.check((value: string) => !CONTROL_OR_FORMAT_BUT_LINES.test(value));

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), printable);
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max), printable));
const optionalLines = (max: number) =>
  v.optional(v.pipe(v.string(), v.maxLength(max), printableLines));
/** A route as the router declares it: a path, never a query or a full URL. */
const route = v.pipe(text(100), v.regex(/^\/[\w\-/.:]*$/));
const head = { site: text(64), release: text(64), route, ts: v.optional(v.nullable(v.number())) };

/** What the app's vitals reporter posts once per page load (as `text/plain`, no preflight). */
const vitalsSchema = v.object({
  ...head,
  metrics: v.pipe(
    v.array(
      v.object({
        name: v.picklist(VITAL_NAMES),
        value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)),
        rating: v.picklist(RATINGS),
        target: optionalText(200),
      }),
    ),
    v.minLength(1),
    v.maxLength(VITAL_NAMES.length),
  ),
});

/** What the app's error reporter posts per failure. */
const errorSchema = v.object({
  ...head,
  kind: v.picklist(ERROR_KINDS),
  name: text(120),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999))),
  message: v.pipe(v.string(), v.maxLength(600), printableLines),
  stack: optionalLines(1_000),
});

function isLoopback(address: string): boolean {
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}

/**
 * The summaries name routes, builds and failures: for the operator on the server's machine only.
 * Whether the visitor is on it is decided by the trusted-proxy rule: a request relayed by a proxy
 * the server was not told to trust comes from a visitor it cannot name, never from this machine,
 * even though the proxy itself is on it.
 */
function localOnly(ctx: ReferenceContext, c: Context): void {
  const visitor = ctx.visitorAddress(c);
  if (visitor === undefined || !isLoopback(visitor)) throw new ApiError(403, '仅限本机查看');
}

/**
 * The field reports' endpoints, mounted at `/stats` beside page views: `POST /vitals` and
 * `POST /errors` take the app's beacons; `GET /vitals/summary` (p75 per route and metric) and
 * `GET /errors/summary` (failures by count) answer only the server's own machine, as
 * `npm run vitals` and `npm run errors` ask. Reports name one of the server's sites and no
 * control characters. What is kept is bounded per client and in all (see `FieldLimits`) and
 * lives as long as the server.
 */
export function fieldRoutes(ctx: ReferenceContext): Hono {
  const store = createFieldStore(ctx.limits);
  const routes = new Hono();
  routes.post('/vitals', async (c) => {
    const { site, release, route: at, metrics } = await readBody(c, vitalsSchema, { text: true });
    store.addVitals(
      ctx.clientAddress(c),
      metrics.map(({ name, value, target }) => ({
        site: allowedSite(ctx, site),
        release,
        route: at,
        name,
        value,
        ...(target ? { target } : {}),
      })),
    );
    return ok(c, null);
  });
  routes.post('/errors', async (c) => {
    const { ts: _clientTime, ...report } = await readBody(c, errorSchema, { text: true });
    allowedSite(ctx, report.site);
    store.addError(ctx.clientAddress(c), report, Date.now());
    return ok(c, null);
  });
  routes.get('/vitals/summary', (c) => {
    localOnly(ctx, c);
    return ok(c, store.vitals());
  });
  routes.get('/errors/summary', (c) => {
    localOnly(ctx, c);
    return ok(c, store.errors());
  });
  return routes;
}
