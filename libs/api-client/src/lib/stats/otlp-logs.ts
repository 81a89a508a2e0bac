/**
 * Field reports as OpenTelemetry log records, in the OTLP/HTTP JSON encoding (the protobuf JSON
 * mapping with OTLP's exceptions: lowerCamelCase names, 64-bit integers and nanosecond times as
 * decimal strings, enums as numbers), so that any OpenTelemetry Collector or OTLP service takes
 * them as they are.
 */

/** An attribute's value as OTLP's `AnyValue` carries it. */
export type OtlpAnyValue =
  | { readonly stringValue: string }
  | { readonly boolValue: boolean }
  | { readonly intValue: string }
  | { readonly doubleValue: number };

export interface OtlpKeyValue {
  readonly key: string;
  readonly value: OtlpAnyValue;
}

/** A number sent as `doubleValue` even when it is whole (a measure, not a count). */
export interface Double {
  readonly double: number;
}

/**
 * What an attribute may hold: an integer is sent as `intValue`, any other number (or a
 * {@link Double}) as `doubleValue`.
 */
export type AttributeValue = string | number | boolean | Double | undefined;

/** `opentelemetry.proto.logs.v1.LogRecord`, as much of it as field reports use. */
export interface OtlpLogRecord {
  readonly timeUnixNano: string;
  readonly observedTimeUnixNano: string;
  readonly severityNumber: number;
  readonly severityText: string;
  readonly eventName?: string;
  readonly body?: OtlpAnyValue;
  readonly attributes: readonly OtlpKeyValue[];
}

/** `opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest`. */
export interface OtlpLogsRequest {
  readonly resourceLogs: readonly {
    readonly resource: { readonly attributes: readonly OtlpKeyValue[] };
    readonly scopeLogs: readonly {
      readonly scope: { readonly name: string };
      readonly logRecords: readonly OtlpLogRecord[];
    }[];
  }[];
}

/** Severity numbers of the logs data model. */
export const SEVERITY = { INFO: 9, ERROR: 17 } as const;

/** Where the log records come from (the instrumentation scope). */
export const FIELD_SCOPE = 'video.field-reports';

/** The event name of one Core Web Vital (OpenTelemetry's browser semantic conventions). */
export const WEB_VITAL_EVENT = 'browser.web_vital';

/** The path of the logs signal under an OTLP/HTTP base URL. */
export const LOGS_PATH = 'v1/logs';

/** `{base}/v1/logs`: the base may end with a slash or not. */
export function otlpLogsUrl(base: string): string {
  return `${base.replace(/\/+$/, '')}/${LOGS_PATH}`;
}

/**
 * Epoch milliseconds as OTLP's nanoseconds, a decimal string (a 64-bit integer in JSON). Without
 * BigInt, which old WebViews lack: a millisecond time is whole milliseconds and six zeros.
 */
export function unixNano(ms: number): string {
  const whole = Math.max(0, Math.trunc(ms));
  return whole === 0 ? '0' : `${whole}000000`;
}

export function anyValue(value: string | number | boolean | Double): OtlpAnyValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'object') return { doubleValue: value.double };
  return Number.isSafeInteger(value) ? { intValue: String(value) } : { doubleValue: value };
}

/** `attributes` as OTLP key-values, in their order; an undefined value is left out. */
export function keyValues(attributes: Readonly<Record<string, AttributeValue>>): OtlpKeyValue[] {
  const list: OtlpKeyValue[] = [];
  for (const [key, value] of Object.entries(attributes))
    if (value !== undefined) list.push({ key, value: anyValue(value) });
  return list;
}

/** One log record at `ms` (epoch milliseconds), observed when it is made. */
export function logRecord({
  ms,
  severity,
  eventName,
  body,
  attributes,
}: {
  readonly ms: number;
  readonly severity: keyof typeof SEVERITY;
  readonly eventName?: string;
  readonly body?: string;
  readonly attributes: Readonly<Record<string, AttributeValue>>;
}): OtlpLogRecord {
  const time = unixNano(ms);
  return {
    timeUnixNano: time,
    observedTimeUnixNano: time,
    severityNumber: SEVERITY[severity],
    severityText: severity,
    ...(eventName === undefined ? {} : { eventName }),
    ...(body ? { body: { stringValue: body } } : {}),
    attributes: keyValues(attributes),
  };
}

/** One request carrying `records` of one resource, from the field reports' scope. */
export function logsRequest(
  resource: Readonly<Record<string, AttributeValue>>,
  records: readonly OtlpLogRecord[],
): OtlpLogsRequest {
  return {
    resourceLogs: [
      {
        resource: { attributes: keyValues(resource) },
        scopeLogs: [{ scope: { name: FIELD_SCOPE }, logRecords: records }],
      },
    ],
  };
}

/** What the page tells of where it runs: the browser's side of the resource. */
export interface BrowserFacts {
  readonly userAgent?: string;
  readonly language?: string;
  /** `navigator.userAgentData`, where the browser has it (Chromium). */
  readonly userAgentData?: { readonly mobile?: boolean; readonly platform?: string };
}

/**
 * The resource of a page's reports (OpenTelemetry's service and browser conventions): the site
 * as `service.name` (the demo API takes only the sites it serves), the build as
 * `service.version`, the browser's language, platform and user agent.
 */
export function fieldResource(
  site: string,
  release: string,
  browser: BrowserFacts = {},
): Record<string, AttributeValue> {
  return {
    'service.name': site,
    'service.version': release,
    'browser.mobile': browser.userAgentData?.mobile,
    'browser.platform': browser.userAgentData?.platform || undefined,
    'browser.language': browser.language || undefined,
    'user_agent.original': browser.userAgent || undefined,
  };
}
