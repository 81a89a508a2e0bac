import type { Row } from './rows';

const HEADER = ['figure', 'measured', 'target', 'met'] as const;

const metText = (met: boolean | null) => (met === null ? '—' : met ? 'yes' : 'NO');

/**
 * The rows as a Markdown table with padded columns, readable in a terminal and pasted as is
 * into the README.
 */
export function formatTable(rows: readonly Row[]): string {
  const cells = [
    [...HEADER],
    ...rows.map((row) => [row.figure, row.measured, row.target, metText(row.met)]),
  ].map((line) => line.map((cell) => cell.replaceAll('|', '\\|')));
  const widths = HEADER.map((_, column) =>
    Math.max(...cells.map((line) => line[column]?.length ?? 0)),
  );
  const format = (line: readonly string[]) =>
    `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = cells;
  return [
    format(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...body.map(format),
  ].join('\n');
}
