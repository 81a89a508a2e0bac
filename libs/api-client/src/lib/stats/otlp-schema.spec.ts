import { JsonLogsSerializer } from '@opentelemetry/otlp-transformer';
import otlp from '@opentelemetry/otlp-transformer/build/src/generated/root';
import { createErrorReporter } from './error-reporter';
import type { BrowserFacts } from './otlp-logs';
import { createVitalsReporter } from './vitals-reporter';

/**
 * The field reports held to OpenTelemetry's own definitions: the protobuf messages generated from
 * opentelemetry-proto (as @opentelemetry/otlp-transformer ships them) and the OpenTelemetry JS
 * SDK's JSON serializer of log records, not a copy of the schema written here.
 */

/** A message class of protobufjs' static code (the package types its root as a bare `Root`). */
interface MessageClass {
  fromObject(object: Record<string, unknown>): object;
  verify(message: object): string | null;
  encode(message: object): { finish(): Uint8Array };
  decode(bytes: Uint8Array): object;
  toObject(message: object, options: Record<string, unknown>): unknown;
}

interface GeneratedRoot {
  readonly opentelemetry: {
    readonly proto: {
      readonly collector: {
        readonly logs: { readonly v1: { readonly ExportLogsServiceRequest: MessageClass } };
      };
    };
  };
}

const { ExportLogsServiceRequest } = (otlp as unknown as GeneratedRoot).opentelemetry.proto
  .collector.logs.v1;

/** The protobuf JSON mapping as OTLP writes it: 64-bit integers as strings, enums as numbers. */
const AS_OTLP_JSON = { longs: String, enums: Number, bytes: String } as const;

/**
 * `json` read into the protobuf message (unknown fields are dropped, wrong types refused), encoded
 * to the wire format, decoded and written back as JSON.
 */
function throughProtobuf(json: unknown, options: { defaults?: boolean } = {}): unknown {
  const message = ExportLogsServiceRequest.fromObject(json as Record<string, unknown>);
  expect(ExportLogsServiceRequest.verify(message)).toBeNull();
  const bytes = ExportLogsServiceRequest.encode(message).finish();
  return ExportLogsServiceRequest.toObject(ExportLogsServiceRequest.decode(bytes), {
    ...AS_OTLP_JSON,
    ...options,
  });
}

const BROWSER: BrowserFacts = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
  language: 'zh-CN',
  userAgentData: { mobile: true, platform: 'iOS' },
};

/** What the app's reporters post, one request each: a page's vitals and a failure. */
function sentRequests(): { vitals: unknown; error: unknown } {
  const posted: unknown[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>((_url, init) => {
    posted.push(JSON.parse(String(init?.body)));
    return Promise.resolve(new Response(null, { status: 200 }));
  });
  const common = {
    siteId: 'demo',
    endpoint: 'https://otel.example/',
    release: '1.0.0+abc123',
    browser: BROWSER,
    now: () => 1_700_000_000_123,
    fetch,
  };
  const vitals = createVitalsReporter({ ...common, sampleRate: 1, route: '/home' });
  vitals.add({ name: 'LCP', value: 1_834.5, rating: 'good', id: 'v5-1', target: 'img.cover' });
  vitals.add({ name: 'CLS', value: 0.021, rating: 'good', id: 'v5-2' });
  vitals.flush();
  const errors = createErrorReporter({
    ...common,
    route: () => '/playVideo',
    secrets: () => [],
  });
  errors.report({
    kind: 'api',
    name: 'getVideo',
    status: 503,
    message: '服务繁忙',
    stack: 'Error: 服务繁忙\n    at load (https://m.example/assets/a.js:1:2)',
  });
  expect(posted).toHaveLength(2);
  return { vitals: posted[0], error: posted[1] };
}

type SdkLogRecords = Parameters<typeof JsonLogsSerializer.serializeRequest>[0];

/** The same reports as the OpenTelemetry JS SDK's log records, serialized by its JSON serializer. */
function sdkRequest(records: readonly Record<string, unknown>[]): unknown {
  const resource = {
    attributes: {
      'service.name': 'demo',
      'service.version': '1.0.0+abc123',
      'browser.mobile': true,
      'browser.platform': 'iOS',
      'browser.language': 'zh-CN',
      'user_agent.original': BROWSER.userAgent,
    },
  };
  const at = [1_700_000_000, 123_000_000];
  const logs = records.map((record) => ({
    hrTime: at,
    hrTimeObserved: at,
    resource,
    instrumentationScope: { name: 'video.field-reports' },
    droppedAttributesCount: 0,
    ...record,
  }));
  const bytes = JsonLogsSerializer.serializeRequest(logs as unknown as SdkLogRecords);
  // The SDK writes a record without a body as an empty AnyValue (`"body": {}`), a value that
  // says nothing; the app leaves the field out.
  return JSON.parse(new TextDecoder().decode(bytes), (key, value: unknown) =>
    key === 'body' && JSON.stringify(value) === '{}' ? undefined : value,
  );
}

describe('the field reports in OTLP', () => {
  it.each(['vitals', 'error'] as const)(
    'send %s as an ExportLogsServiceRequest that the protobuf definitions read whole',
    (which) => {
      const request = sentRequests()[which];
      expect(throughProtobuf(request)).toEqual(request);
    },
  );

  it('send the vitals as the OpenTelemetry SDK writes the same log records', () => {
    const vital = (attributes: Record<string, unknown>) => ({
      severityNumber: 9,
      severityText: 'INFO',
      eventName: 'browser.web_vital',
      attributes,
    });
    const expected = sdkRequest([
      vital({
        'url.path': '/home',
        'web_vital.name': 'LCP',
        'web_vital.value': 1_834.5,
        'web_vital.rating': 'good',
        'web_vital.id': 'v5-1',
        'web_vital.target': 'img.cover',
      }),
      vital({
        'url.path': '/home',
        'web_vital.name': 'CLS',
        'web_vital.value': 0.021,
        'web_vital.rating': 'good',
        'web_vital.id': 'v5-2',
      }),
    ]);
    expect(throughProtobuf(sentRequests().vitals, { defaults: true })).toEqual(
      throughProtobuf(expected, { defaults: true }),
    );
  });

  it('send a failure as the OpenTelemetry SDK writes an exception log record', () => {
    const expected = sdkRequest([
      {
        severityNumber: 17,
        severityText: 'ERROR',
        body: '服务繁忙',
        attributes: {
          'url.path': '/playVideo',
          'exception.type': 'getVideo',
          'exception.message': '服务繁忙',
          'exception.stacktrace':
            'Error: 服务繁忙\n    at load (https://m.example/assets/a.js:1:2)',
          'video.error.kind': 'api',
          'video.error.status': 503,
        },
      },
    ]);
    expect(throughProtobuf(sentRequests().error, { defaults: true })).toEqual(
      throughProtobuf(expected, { defaults: true }),
    );
  });

  it('would notice a field the protobuf definitions do not know', () => {
    const request = sentRequests().error as { resourceLogs: { scopeLogs: object[] }[] };
    const misspelt = JSON.parse(
      JSON.stringify(request).replace('"timeUnixNano"', '"timeUnixNanos"'),
    ) as unknown;
    expect(throughProtobuf(misspelt)).not.toEqual(misspelt);
  });
});
