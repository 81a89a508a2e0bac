import { flatLogRecords } from '../../testing/otlp-log-records';
import { describeThrown } from './describe-thrown';
import { type ClientError, createErrorReporter, type ErrorReporterOptions } from './error-reporter';

const ENDPOINT = 'https://stats.test/otlp';

function reporterWith(options: Partial<ErrorReporterOptions> = {}) {
  let clock = 1_000;
  const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const reporter = createErrorReporter({
    siteId: 'site-1',
    endpoint: ENDPOINT,
    release: '1.0.0+r-1',
    route: () => '/playVideo',
    secrets: () => ['tok-secret-1', 'abc123x'],
    now: () => clock,
    fetch: fetchSpy,
    log: vi.fn(),
    ...options,
  });
  const requests = () =>
    fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  /** Each report as the fields it carries (one log record per request). */
  const sent = () =>
    requests().flatMap((request) =>
      (flatLogRecords(request) ?? []).map(({ resource, attributes, timeUnixNano }) => ({
        site: resource['service.name'],
        release: resource['service.version'],
        route: attributes['url.path'],
        kind: attributes['video.error.kind'],
        name: attributes['exception.type'],
        ...(attributes['video.error.status'] === undefined
          ? {}
          : { status: attributes['video.error.status'] }),
        message: attributes['exception.message'],
        ...(attributes['exception.stacktrace'] === undefined
          ? {}
          : { stack: attributes['exception.stacktrace'] }),
        ts: Number(timeUnixNano) / 1e6,
      })),
    );
  return { reporter, fetchSpy, requests, sent, advance: (ms: number) => (clock += ms) };
}

const CALL_FAILED: ClientError = {
  kind: 'api',
  name: 'getVideo',
  status: 500,
  message: '网络错误，请稍后重试',
};

describe('createErrorReporter', () => {
  it('sends a failure as an OTLP log record of severity ERROR, with the exception’s attributes', () => {
    const { reporter, fetchSpy, requests } = reporterWith({ browser: { language: 'zh-CN' } });
    reporter.report({ ...CALL_FAILED, stack: 'Error: x\n    at a (https://m.example/a.js:1:2)' });
    expect(requests()).toEqual([
      {
        resourceLogs: [
          {
            resource: {
              attributes: [
                { key: 'service.name', value: { stringValue: 'site-1' } },
                { key: 'service.version', value: { stringValue: '1.0.0+r-1' } },
                { key: 'browser.language', value: { stringValue: 'zh-CN' } },
              ],
            },
            scopeLogs: [
              {
                scope: { name: 'video.field-reports' },
                logRecords: [
                  {
                    timeUnixNano: '1000000000',
                    observedTimeUnixNano: '1000000000',
                    severityNumber: 17,
                    severityText: 'ERROR',
                    body: { stringValue: '网络错误，请稍后重试' },
                    attributes: [
                      { key: 'url.path', value: { stringValue: '/playVideo' } },
                      { key: 'exception.type', value: { stringValue: 'getVideo' } },
                      { key: 'exception.message', value: { stringValue: '网络错误，请稍后重试' } },
                      {
                        key: 'exception.stacktrace',
                        value: { stringValue: 'Error: x\n    at a (https://m.example/a.js:1:2)' },
                      },
                      { key: 'video.error.kind', value: { stringValue: 'api' } },
                      { key: 'video.error.status', value: { intValue: '500' } },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://stats.test/otlp/v1/logs');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
    });
  });

  it('reads back as the site, release, route, kind, name, status, message and time', () => {
    const { reporter, sent } = reporterWith();
    reporter.report(CALL_FAILED);
    expect(sent()).toEqual([
      {
        site: 'site-1',
        release: '1.0.0+r-1',
        route: '/playVideo',
        kind: 'api',
        name: 'getVideo',
        status: 500,
        message: '网络错误，请稍后重试',
        ts: 1_000,
      },
    ]);
  });

  it('redacts a code the visitor had before changing it', () => {
    let code = 'oldcode1';
    const { reporter, sent } = reporterWith({ secrets: () => ['', code] });
    reporter.report({ ...CALL_FAILED, message: 'first' });
    code = 'newcode2';
    reporter.report({ ...CALL_FAILED, message: 'late reply for oldcode1 and newcode2' });
    expect(sent()).toContainEqual(
      expect.objectContaining({ message: 'late reply for [redacted] and [redacted]' }),
    );
  });

  it('sends the same failure once per page load', () => {
    const { reporter, sent, advance } = reporterWith();
    reporter.report(CALL_FAILED);
    advance(120_000);
    reporter.report(CALL_FAILED);
    reporter.report({ ...CALL_FAILED, status: 502 });
    expect(sent()).toHaveLength(2);
  });

  it('sends at most perMinute reports in any minute, and more once the minute has passed', () => {
    const { reporter, sent, advance } = reporterWith({ perMinute: 3 });
    for (let index = 0; index < 5; index++) reporter.report({ kind: 'error', name: `E${index}` });
    expect(sent()).toHaveLength(3);
    advance(60_000);
    reporter.report({ kind: 'error', name: 'later' });
    expect(sent()).toHaveLength(4);
  });

  it('sends at most perPage reports in all', () => {
    const { reporter, sent, advance } = reporterWith({ perPage: 2 });
    for (let index = 0; index < 4; index++) {
      reporter.report({ kind: 'error', name: `E${index}` });
      advance(61_000);
    }
    expect(sent()).toHaveLength(2);
  });

  it('names the route a failure was seen on when told, else the current one', () => {
    const { reporter, sent } = reporterWith();
    reporter.report({ kind: 'error', name: 'TypeError' }, '/home');
    reporter.report({ kind: 'error', name: 'RangeError' });
    expect(sent()).toMatchObject([{ route: '/home' }, { route: '/playVideo' }]);
  });

  it('never sends the token, the identification code or a query string', () => {
    const { reporter, sent } = reporterWith();
    reporter.report({
      kind: 'rejection',
      name: 'Error',
      message: 'GET /share-api/favorites/total?uuid=abc123x failed for tok-secret-1',
      stack: 'Error\n    at https://m.example/assets/a.js?token=tok-secret-1:1:2',
    });
    const text = JSON.stringify(sent());
    expect(text).not.toContain('abc123x');
    expect(text).not.toContain('tok-secret-1');
    expect(text).not.toContain('?');
    expect(sent()[0]).toMatchObject({
      message: 'GET /share-api/favorites/total failed for [redacted]',
    });
  });

  it.each([
    ['no site id', { siteId: '' }],
    ['no endpoint', { endpoint: undefined }],
  ])('does nothing with %s', (_case, options) => {
    const { reporter, fetchSpy } = reporterWith(options);
    reporter.report(CALL_FAILED);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('never throws, even when the route cannot be read', () => {
    const log = vi.fn();
    const { reporter } = reporterWith({
      log,
      route: () => {
        throw new Error('no route');
      },
    });
    expect(() => reporter.report(CALL_FAILED)).not.toThrow();
    expect(log).toHaveBeenCalledWith('Error report not sent.', expect.any(Error));
  });
});

describe('describeThrown', () => {
  it('reads an Error', () => {
    const error = new TypeError('x is undefined');
    expect(describeThrown(error)).toEqual({
      name: 'TypeError',
      message: 'x is undefined',
      stack: error.stack,
    });
  });

  it.each([
    ['a string', 'boom', { name: 'string', message: 'boom' }],
    ['an object', { code: 1 }, { name: 'object', message: '{"code":1}' }],
    ['undefined', undefined, { name: 'undefined', message: 'undefined' }],
  ])('reads %s', (_case, value, expected) => {
    expect(describeThrown(value)).toEqual(expected);
  });

  it('reads a value that cannot be written out', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(describeThrown(cyclic)).toEqual({ name: 'object', message: '[object Object]' });
  });
});
