import * as v from 'valibot';

/**
 * OTLP/HTTP JSON log requests (`ExportLogsServiceRequest`) read back into flat records: what the
 * demo's stats service keeps of the field reports, and what tests look for in a sent request.
 */

/** An attribute value as it is read: 64-bit integers as numbers (field reports carry small ones). */
export type FlatValue = string | number | boolean;

/** One log record with its resource's attributes, every `AnyValue` unwrapped. */
export interface FlatLogRecord {
  readonly resource: Readonly<Record<string, FlatValue>>;
  readonly scope: string;
  readonly timeUnixNano: string;
  readonly severityNumber: number;
  readonly severityText?: string;
  readonly eventName?: string;
  readonly body?: FlatValue;
  readonly attributes: Readonly<Record<string, FlatValue>>;
}

/** A 64-bit integer in OTLP JSON: a decimal string, or a JSON number. */
const int64 = v.union([
  v.pipe(v.string(), v.regex(/^-?\d{1,19}$/)),
  v.pipe(v.number(), v.integer()),
]);

/** The scalar `AnyValue`s; arrays, maps and bytes are no field report's. */
const anyValue = v.union([
  v.strictObject({ stringValue: v.string() }),
  v.strictObject({ boolValue: v.boolean() }),
  v.strictObject({ intValue: int64 }),
  v.strictObject({ doubleValue: v.pipe(v.number(), v.finite()) }),
]);

const keyValues = v.pipe(
  v.array(v.object({ key: v.pipe(v.string(), v.maxLength(128)), value: anyValue })),
  v.maxLength(64),
);

const logRecord = v.object({
  timeUnixNano: v.optional(int64, '0'),
  observedTimeUnixNano: v.optional(int64),
  severityNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24)), 0),
  severityText: v.optional(v.string()),
  eventName: v.optional(v.string()),
  body: v.optional(anyValue),
  attributes: v.optional(keyValues, []),
});

/** The request as far as field reports go; bounded, so that a reading costs little. */
export const otlpLogsSchema = v.object({
  resourceLogs: v.pipe(
    v.array(
      v.object({
        resource: v.optional(v.object({ attributes: v.optional(keyValues, []) }), {}),
        scopeLogs: v.pipe(
          v.array(
            v.object({
              scope: v.optional(v.object({ name: v.optional(v.string(), '') }), {}),
              logRecords: v.pipe(v.array(logRecord), v.maxLength(100)),
            }),
          ),
          v.maxLength(8),
        ),
      }),
    ),
    v.maxLength(8),
  ),
});

export type OtlpLogsJson = v.InferOutput<typeof otlpLogsSchema>;

function unwrapped(value: v.InferOutput<typeof anyValue>): FlatValue {
  if ('stringValue' in value) return value.stringValue;
  if ('boolValue' in value) return value.boolValue;
  if ('intValue' in value) return Number(value.intValue);
  return value.doubleValue;
}

function flat(list: v.InferOutput<typeof keyValues>): Record<string, FlatValue> {
  const record: Record<string, FlatValue> = {};
  for (const { key, value } of list) record[key] = unwrapped(value);
  return record;
}

/**
 * Every log record of `request`, or null when it is no OTLP logs request (a field of the wrong
 * type, an `AnyValue` a field report never sends, too many records).
 */
export function flatLogRecords(request: unknown): FlatLogRecord[] | null {
  const parsed = v.safeParse(otlpLogsSchema, request);
  if (!parsed.success) return null;
  return parsed.output.resourceLogs.flatMap(({ resource, scopeLogs }) => {
    const resourceAttributes = flat(resource.attributes);
    return scopeLogs.flatMap(({ scope, logRecords }) =>
      logRecords.map((record): FlatLogRecord => ({
        resource: resourceAttributes,
        scope: scope.name,
        timeUnixNano: String(record.timeUnixNano),
        severityNumber: record.severityNumber,
        ...(record.severityText === undefined ? {} : { severityText: record.severityText }),
        ...(record.eventName === undefined ? {} : { eventName: record.eventName }),
        ...(record.body === undefined ? {} : { body: unwrapped(record.body) }),
        attributes: flat(record.attributes),
      })),
    );
  });
}
