import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ApiError } from './api-error';
import { WEB_VITAL_EVENT } from '../../lib/stats/otlp-logs';
import { type FlatLogRecord, flatLogRecords } from '../otlp-log-records';
import { createFieldStore, type ErrorReport, VITAL_NAMES, type VitalSample } from './field-store';
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

/** The resource of a page's reports: the site as `service.name`, the build as `service.version`. */
const resourceSchema = v.object({ 'service.name': text(64), 'service.version': text(64) });

/** A `browser.web_vital` log record's attributes, as the app's vitals reporter sends them. */
const vitalSchema = v.object({
  'url.path': route,
  'web_vital.name': v.picklist(VITAL_NAMES),
  'web_vital.value': v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)),
  'web_vital.rating': v.picklist(RATINGS),
  'web_vital.id': optionalText(100),
  'web_vital.target': optionalText(200),
});

/** An exception log record's attributes, as the app's error reporter sends them. */
const errorSchema = v.object({
  'url.path': route,
  'video.error.kind': v.picklist(ERROR_KINDS),
  'exception.type': text(120),
  'video.error.status': v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999)),
  ),
  'exception.message': v.optional(v.pipe(v.string(), v.maxLength(600), printableLines), ''),
  'exception.stacktrace': optionalLines(1_000),
});

/** `application/json`, with or without parameters: OTLP/HTTP's JSON encoding. */
const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/** google.rpc.Status's INVALID_ARGUMENT, the code of an OTLP receiver's 400 and 415 replies. */
const INVALID_ARGUMENT = 3;

/** An OTLP receiver's refusal: the status and a `google.rpc.Status` in JSON. */
function refused(c: Context, status: 400 | 415, message: string): Response {
  return c.json({ code: INVALID_ARGUMENT, message }, status);
}

/** What one log record is, once read: a vital sample, a failure, or why it was refused. */
type Reading =
  { readonly vital: VitalSample } | { readonly error: ErrorReport } | { readonly refusal: string };

function refusal(issues: readonly v.BaseIssue<unknown>[]): { refusal: string } {
  const path = v.getDotPath(issues[0] as v.BaseIssue<unknown>);
  return { refusal: `${path ?? 'record'}: ${issues[0]?.message ?? 'invalid'}` };
}

/** A log record of the app's field reports: a `browser.web_vital` event or an exception. */
function readRecord(ctx: ReferenceContext, record: FlatLogRecord): Reading {
  const resource = v.safeParse(resourceSchema, record.resource);
  if (!resource.success) return refusal(resource.issues);
  const site = resource.output['service.name'];
  if (!ctx.sites.has(site))
    return { refusal: `service.name: ${site} is not a site of this server` };
  const release = resource.output['service.version'];
  if (record.eventName === WEB_VITAL_EVENT) {
    const vital = v.safeParse(vitalSchema, record.attributes);
    if (!vital.success) return refusal(vital.issues);
    const target = vital.output['web_vital.target'];
    return {
      vital: {
        site,
        release,
        route: vital.output['url.path'],
        name: vital.output['web_vital.name'],
        value: vital.output['web_vital.value'],
        ...(target ? { target } : {}),
      },
    };
  }
  if (record.attributes['exception.type'] !== undefined) {
    const error = v.safeParse(errorSchema, record.attributes);
    if (!error.success) return refusal(error.issues);
    const { 'video.error.status': status, 'exception.stacktrace': stack } = error.output;
    return {
      error: {
        site,
        release,
        route: error.output['url.path'],
        kind: error.output['video.error.kind'],
        name: error.output['exception.type'],
        ...(status === undefined ? {} : { status }),
        message: error.output['exception.message'],
        ...(stack ? { stack } : {}),
      },
    };
  }
  return { refusal: 'neither a browser.web_vital event nor an exception' };
}

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
 * The field reports' endpoints, mounted at `/stats` beside page views. `POST /otlp/v1/logs` is an
 * OTLP/HTTP receiver of logs in JSON (the app's `stats.otlpEndpoint` is `/stats/otlp`): it keeps
 * `browser.web_vital` events and exceptions, and answers as a collector does: 200 with `{}`, or
 * with `partialSuccess` naming how many records it refused; 400 when it keeps none of them or
 * cannot read the request, 415 for anything but JSON. A record names one of the server's sites
 * (`service.name`) and no control characters. `GET /vitals/summary` (p75 per site, release,
 * route and metric) and `GET /errors/summary` (failures by count) answer only the server's own
 * machine, as `npm run vitals` and `npm run errors` ask. What is kept is bounded per client and
 * in all (see `FieldLimits`) and lives as long as the server.
 */
export function fieldRoutes(ctx: ReferenceContext): Hono {
  const store = createFieldStore(ctx.limits);
  const routes = new Hono();
  routes.post('/otlp/v1/logs', async (c) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      return refused(c, 415, 'Only OTLP/HTTP JSON (application/json) is taken here.');
    }
    let request: unknown;
    try {
      request = JSON.parse(await c.req.text());
    } catch {
      return refused(c, 400, 'The body is not JSON.');
    }
    const records = flatLogRecords(request);
    if (records === null) return refused(c, 400, 'The body is no OTLP logs request.');
    const readings = records.map((record) => readRecord(ctx, record));
    const refusals = readings.flatMap((reading) => ('refusal' in reading ? [reading.refusal] : []));
    if (records.length > 0 && refusals.length === records.length) {
      return refused(c, 400, `No log record kept: ${refusals[0] ?? ''}`);
    }
    const client = ctx.clientAddress(c);
    const vitals = readings.flatMap((reading) => ('vital' in reading ? [reading.vital] : []));
    if (vitals.length > 0) store.addVitals(client, vitals);
    for (const reading of readings)
      if ('error' in reading) store.addError(client, reading.error, Date.now());
    if (refusals.length === 0) return c.json({});
    return c.json({
      partialSuccess: {
        rejectedLogRecords: String(refusals.length),
        errorMessage: refusals[0] ?? '',
      },
    });
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
