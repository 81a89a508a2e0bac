import { flatLogRecords } from '../../testing/otlp-log-records';
import { createVitalsReporter, type VitalsReporterOptions } from './vitals-reporter';

function reporterWith(options: Partial<VitalsReporterOptions> = {}) {
  const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const reporter = createVitalsReporter({
    siteId: 'site-1',
    endpoint: 'https://otel.test/v2/otlp/',
    sampleRate: 1,
    release: '1.0.0+r-1',
    route: '/home',
    random: () => 0.5,
    now: () => 5_000,
    fetch: fetchSpy,
    ...options,
  });
  const requests = () =>
    fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  /** The vitals of each request, as `[name, value, rating, target?]`. */
  const sent = () =>
    requests().map((request) =>
      (flatLogRecords(request) ?? []).map(({ attributes }) => attributes),
    );
  return { reporter, fetchSpy, requests, sent };
}

describe('createVitalsReporter', () => {
  it('sends the metrics kept, the latest of each, as log records of one OTLP request on flush', () => {
    const { reporter, fetchSpy, requests } = reporterWith({
      browser: {
        userAgent: 'Mozilla/5.0 (Linux; Android 14)',
        language: 'zh-CN',
        userAgentData: { mobile: true, platform: 'Android' },
      },
    });
    reporter.add({ name: 'FCP', value: 900, rating: 'good' });
    reporter.add({ name: 'LCP', value: 1_500, rating: 'good', target: 'main > img.cover' });
    reporter.add({ name: 'LCP', value: 1_800, rating: 'good', id: 'v5-1', target: 'main > img' });
    expect(requests()).toEqual([]);
    reporter.flush();
    const record = (attributes: unknown[]) => ({
      timeUnixNano: '5000000000',
      observedTimeUnixNano: '5000000000',
      severityNumber: 9,
      severityText: 'INFO',
      eventName: 'browser.web_vital',
      attributes,
    });
    expect(requests()).toEqual([
      {
        resourceLogs: [
          {
            resource: {
              attributes: [
                { key: 'service.name', value: { stringValue: 'site-1' } },
                { key: 'service.version', value: { stringValue: '1.0.0+r-1' } },
                { key: 'browser.mobile', value: { boolValue: true } },
                { key: 'browser.platform', value: { stringValue: 'Android' } },
                { key: 'browser.language', value: { stringValue: 'zh-CN' } },
                {
                  key: 'user_agent.original',
                  value: { stringValue: 'Mozilla/5.0 (Linux; Android 14)' },
                },
              ],
            },
            scopeLogs: [
              {
                scope: { name: 'video.field-reports' },
                logRecords: [
                  record([
                    { key: 'url.path', value: { stringValue: '/home' } },
                    { key: 'web_vital.name', value: { stringValue: 'FCP' } },
                    { key: 'web_vital.value', value: { doubleValue: 900 } },
                    { key: 'web_vital.rating', value: { stringValue: 'good' } },
                  ]),
                  record([
                    { key: 'url.path', value: { stringValue: '/home' } },
                    { key: 'web_vital.name', value: { stringValue: 'LCP' } },
                    { key: 'web_vital.value', value: { doubleValue: 1_800 } },
                    { key: 'web_vital.rating', value: { stringValue: 'good' } },
                    { key: 'web_vital.id', value: { stringValue: 'v5-1' } },
                    { key: 'web_vital.target', value: { stringValue: 'main > img' } },
                  ]),
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://otel.test/v2/otlp/v1/logs');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
    });
  });

  it('sends only what came since the last flush, and nothing when nothing came', () => {
    const { reporter, sent } = reporterWith();
    reporter.add({ name: 'CLS', value: 0.01, rating: 'good' });
    reporter.flush();
    reporter.flush();
    reporter.add({ name: 'INP', value: 180, rating: 'good', target: 'button.tab' });
    reporter.flush();
    expect(sent().map((records) => records.map((r) => r['web_vital.name']))).toEqual([
      ['CLS'],
      ['INP'],
    ]);
  });

  it('keeps no query string nor control character in the element it names', () => {
    const { reporter, sent } = reporterWith();
    reporter.add({
      name: 'LCP',
      value: 1,
      rating: 'good',
      target: 'img[src="/a.jpg?token=x"]\u001b',
    });
    reporter.flush();
    expect(sent()[0]?.[0]?.['web_vital.target']).toBe('img[src="/a.jpg"]\uFFFD');
  });

  it.each([
    ['outside the sample', { sampleRate: 0.2, random: () => 0.5 }],
    ['a sample rate of 0', { sampleRate: 0, random: () => 0 }],
    ['no endpoint', { endpoint: '' }],
    ['no site id', { siteId: null }],
  ])('reports nothing %s', (_case, options) => {
    const { reporter, requests } = reporterWith(options);
    expect(reporter.sampled).toBe(false);
    reporter.add({ name: 'LCP', value: 1_000, rating: 'good' });
    reporter.flush();
    expect(requests()).toEqual([]);
  });

  it('drops a value that is not a number', () => {
    const { reporter, requests } = reporterWith();
    reporter.add({ name: 'LCP', value: Number.NaN, rating: 'good' });
    reporter.flush();
    expect(requests()).toEqual([]);
  });
});
