import { describe, expect, it } from 'vitest';
import type { Row } from './rows';
import { formatTable } from './table';

describe('formatTable', () => {
  it('prints only the header for no rows', () => {
    expect(formatTable([])).toBe(
      ['| figure | measured | target | met |', '| ------ | -------- | ------ | --- |'].join('\n'),
    );
  });

  it('pads every column to its widest cell and spells out met, missed and reported', () => {
    const rows: Row[] = [
      { figure: '/home LCP', measured: '1.20 s', target: '≤ 2.00 s', met: true },
      { figure: 'swipe to first frame', measured: '412 ms', target: '≤ 300 ms', met: false },
      { figure: 'JS', measured: '150.0 KiB', target: '—', met: null },
    ];
    expect(formatTable(rows).split('\n')).toEqual([
      '| figure               | measured  | target   | met |',
      '| -------------------- | --------- | -------- | --- |',
      '| /home LCP            | 1.20 s    | ≤ 2.00 s | yes |',
      '| swipe to first frame | 412 ms    | ≤ 300 ms | NO  |',
      '| JS                   | 150.0 KiB | —        | —   |',
    ]);
  });

  it('escapes pipes so that a cell never splits the Markdown row', () => {
    const [, , line] = formatTable([
      { figure: 'a | b', measured: '1', target: '—', met: null },
    ]).split('\n');
    expect(line).toBe('| a \\| b | 1        | —      | —   |');
  });
});
