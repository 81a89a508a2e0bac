import { errorsTable, textTable, vitalsTable } from './field-report.mts';

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
    const table = vitalsTable([
      { route: '/home', name: 'LCP', count: 12, p75: 1_804.6, rating: 'good', target: 'img.cover' },
      { route: '/home', name: 'CLS', count: 12, p75: 0.0123, rating: 'good' },
    ]);
    expect(table).toContain('/home  LCP     1805 ms  good    12  img.cover');
    expect(table).toContain('/home  CLS     0.012    good    12');
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
