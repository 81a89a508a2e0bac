import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { createFieldStore, type FieldLimits, VITAL_NAMES } from './field-store';
import { readBody } from './params';
import { ok, type ReferenceContext } from './reference-context';

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

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
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
  message: v.pipe(v.string(), v.maxLength(600)),
  stack: optionalText(1_000),
});

/** The summaries name routes, builds and failures: for the operator on the server's machine only. */
function isLocal(address: string): boolean {
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}

function localOnly(ctx: ReferenceContext, c: Context): void {
  if (!isLocal(ctx.clientAddress(c))) throw new ApiError(403, '仅限本机查看');
}

/**
 * The field reports' endpoints, mounted at `/stats` beside page views: `POST /vitals` and
 * `POST /errors` take the app's beacons; `GET /vitals/summary` (p75 per route and metric) and
 * `GET /errors/summary` (failures by count) answer only the server's own machine, as
 * `npm run vitals` and `npm run errors` ask. What is kept is bounded (see `FieldLimits`) and
 * lives as long as the server.
 */
export function fieldRoutes(ctx: ReferenceContext, limits?: FieldLimits): Hono {
  const store = createFieldStore(limits);
  const routes = new Hono();
  routes.post('/vitals', async (c) => {
    const { site, release, route: at, metrics } = await readBody(c, vitalsSchema, { text: true });
    store.addVitals(
      metrics.map(({ name, value, target }) => ({
        site,
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
    store.addError(report, Date.now());
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
