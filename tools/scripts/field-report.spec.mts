import { createErrorReporter, createVitalsReporter } from '@video/api-client';
import { createReferenceApi } from '@video/api-client/testing';
import {
  type ErrorRow,
  errorsTable,
  readSummary,
  textTable,
  type VitalRow,
  vitalsTable,
} from './field-report.mts';

describe('reading the demo’s field reports', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints what the app’s reporters sent as OTLP logs', async () => {
    const api = createReferenceApi({ clientAddress: () => '127.0.0.1' });
    const toDemo = (input: string | URL | Request, init?: RequestInit) =>
      Promise.resolve(api.fetch(new Request(input, init)));
    const common = {
      siteId: 'demo',
      endpoint: 'http://127.0.0.1:4200/stats/otlp',
      release: '1.0.0+abc',
      fetch: toDemo,
      log: (message: string, error: unknown) => {
        throw new Error(`${message} ${String(error)}`);
      },
    };
    const vitals = createVitalsReporter({ ...common, sampleRate: 1, route: '/home' });
    vitals.add({ name: 'LCP', value: 1_804.6, rating: 'good', target: 'img.cover' });
    vitals.flush();
    createErrorReporter({ ...common, route: () => '/rank', secrets: () => [] }).report({
      kind: 'api',
      name: 'getRanking',
      status: 503,
      message: '服务繁忙',
    });
    vi.stubGlobal('fetch', toDemo);
    await vi.waitFor(async () =>
      expect(await readSummary<ErrorRow>('http://127.0.0.1:4200', 'errors')).toHaveLength(1),
    );
    expect(vitalsTable(await readSummary<VitalRow>('http://127.0.0.1:4200', 'vitals'))).toMatch(
      /demo\s+1\.0\.0\+abc\s+\/home\s+LCP\s+1805 ms\s+good\s+1\s+img\.cover/,
    );
    expect(errorsTable(await readSummary<ErrorRow>('http://127.0.0.1:4200', 'errors'))).toMatch(
      /1\s+api\s+getRanking\s+503\s+\/rank\s+1\.0\.0\+abc\s+服务繁忙/,
    );
  });
});

describe('the field report tables', () => {
  it('lines columns up, Chinese text taking two columns a character', () => {
    expect(
      textTable(
        ['a', 'b'],
        [
          ['网络', 'x'],
          ['abcde', 'y'],
        ],
      ).split('\n'),
    ).toEqual(['a      b', '-----  -', '网络   x', 'abcde  y']);
  });

  it('prints each route’s p75 per metric, CLS as a score and the rest in milliseconds', () => {
    const head = { site: 'demo', release: 'r-1', route: '/home', count: 12, rating: 'good' };
    const table = vitalsTable([
      { ...head, name: 'LCP', p75: 1_804.6, target: 'img.cover' },
      { ...head, name: 'CLS', p75: 0.0123 },
    ]);
    expect(table).toContain('demo  r-1      /home  LCP     1805 ms  good    12  img.cover');
    expect(table).toContain('demo  r-1      /home  CLS     0.012    good    12');
  });

  const failure = {
    count: 1,
    kind: 'api',
    name: 'getVideo',
    route: '/playVideo',
    release: 'abc',
    message: 'network',
  };

  it.each([
    ['an escape sequence that clears the screen', { message: 'a\u001b[2J\u001b[H' }],
    ['a terminal title', { name: '\u001b]0;pwned\u0007' }],
    ['a clipboard write in the release', { release: '\u001b]52;c;ZXZpbA==\u0007' }],
    ['a C1 control sequence', { message: 'a\u009b2Jb' }],
    ['a forged row', { message: 'x\n9999   api   forged' }],
    ['a carriage return', { message: 'x\rforged' }],
    ['a right-to-left override', { message: 'abc\u202efed' }],
    ['a zero-width space', { name: 'get\u200bVideo' }],
  ])('prints %s escaped, never as it came', (_case, fields) => {
    const table = errorsTable([{ ...failure, ...fields }]);
    expect(table).not.toMatch(/(?!\n)[\p{Cc}\p{Cf}\u2028\u2029]/u);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toMatch(/\\u\{(1b|7|9b|a|d|202e|200b)\}/);
  });

  it('prints an element name with control characters escaped', () => {
    const table = vitalsTable([
      {
        site: 'demo',
        release: 'r-1',
        route: '/home',
        name: 'LCP',
        count: 1,
        p75: 1,
        rating: 'good',
        target: 'img\u001b]52;c;eA==\u0007',
      },
    ]);
    expect(table).toContain('img\\u{1b}]52;c;eA==\\u{7}');
  });

  it('prints failures by count with their status and route', () => {
    const table = errorsTable([
      {
        count: 3,
        kind: 'api',
        name: 'getVideo',
        status: 500,
        route: '/playVideo',
        release: 'abc',
        message: 'network',
      },
    ]);
    expect(table.split('\n')[2]).toBe(
      '3      api   getVideo  500     /playVideo  abc      network',
    );
  });

  it('says so when nothing was reported', () => {
    expect(vitalsTable([])).toMatch(/No vitals reported yet/);
    expect(errorsTable([])).toBe('No errors reported.');
  });
});
