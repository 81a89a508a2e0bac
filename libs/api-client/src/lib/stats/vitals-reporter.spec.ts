import { createVitalsReporter, type VitalsReporterOptions } from './vitals-reporter';

function reporterWith(options: Partial<VitalsReporterOptions> = {}) {
  const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  const reporter = createVitalsReporter({
    siteId: 'site-1',
    endpoint: 'https://stats.test/vitals',
    sampleRate: 1,
    release: 'r-1',
    route: '/home',
    random: () => 0.5,
    now: () => 5_000,
    fetch: fetchSpy,
    ...options,
  });
  const sent = () =>
    fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { reporter, sent };
}

describe('createVitalsReporter', () => {
  it('sends the metrics kept, the latest of each, in one beacon on flush', () => {
    const { reporter, sent } = reporterWith();
    reporter.add({ name: 'FCP', value: 900, rating: 'good' });
    reporter.add({ name: 'LCP', value: 1_500, rating: 'good', target: 'main > img.cover' });
    reporter.add({ name: 'LCP', value: 1_800, rating: 'good', target: 'main > img.cover' });
    expect(sent()).toEqual([]);
    reporter.flush();
    expect(sent()).toEqual([
      {
        site: 'site-1',
        release: 'r-1',
        route: '/home',
        metrics: [
          { name: 'FCP', value: 900, rating: 'good' },
          { name: 'LCP', value: 1_800, rating: 'good', target: 'main > img.cover' },
        ],
        ts: 5_000,
      },
    ]);
  });

  it('sends only what came since the last flush, and nothing when nothing came', () => {
    const { reporter, sent } = reporterWith();
    reporter.add({ name: 'CLS', value: 0.01, rating: 'good' });
    reporter.flush();
    reporter.flush();
    reporter.add({ name: 'INP', value: 180, rating: 'good', target: 'button.tab' });
    reporter.flush();
    expect(
      sent().map((beacon) =>
        (beacon as { metrics: { name: string }[] }).metrics.map((m) => m.name),
      ),
    ).toEqual([['CLS'], ['INP']]);
  });

  it.each([
    ['outside the sample', { sampleRate: 0.2, random: () => 0.5 }],
    ['a sample rate of 0', { sampleRate: 0, random: () => 0 }],
    ['no endpoint', { endpoint: '' }],
    ['no site id', { siteId: null }],
  ])('reports nothing %s', (_case, options) => {
    const { reporter, sent } = reporterWith(options);
    expect(reporter.sampled).toBe(false);
    reporter.add({ name: 'LCP', value: 1_000, rating: 'good' });
    reporter.flush();
    expect(sent()).toEqual([]);
  });

  it('drops a value that is not a number', () => {
    const { reporter, sent } = reporterWith();
    reporter.add({ name: 'LCP', value: Number.NaN, rating: 'good' });
    reporter.flush();
    expect(sent()).toEqual([]);
  });
});
