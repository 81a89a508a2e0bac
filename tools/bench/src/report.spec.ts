import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BenchReport, mergeReports, readReport, writeReport } from './report';

const record = (measuredAt: string) => ({ measuredAt, quick: false, rows: [], figures: {} });
const report = (date: string, results: BenchReport['results']): BenchReport => ({
  date,
  chromium: '156.0.0.0',
  cpus: 2,
  cpuModel: 'test',
  loadAverage: [1, 1, 1],
  results,
});

describe('mergeReports', () => {
  it('is the new report when there was none', () => {
    const next = report('2026-11-21', { feed: record('2026-11-21') });
    expect(mergeReports(undefined, next)).toEqual(next);
  });

  it('keeps the measurements that did not run and replaces those that did', () => {
    const previous = report('2026-11-20', {
      feed: record('2026-11-20'),
      lighthouse: record('2026-11-20'),
    });
    const merged = mergeReports(previous, report('2026-11-21', { feed: record('2026-11-21') }));
    expect(merged.date).toBe('2026-11-21');
    expect(merged.results).toEqual({
      feed: record('2026-11-21'),
      lighthouse: record('2026-11-20'),
    });
  });
});

describe('readReport and writeReport', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back what it wrote, creating the folder', () => {
    const file = join(dir, 'nested', 'report.json');
    const written = report('2026-11-21', { feed: record('2026-11-21') });
    writeReport(file, written);
    expect(readReport(file)).toEqual(written);
  });

  it.each([
    { name: 'a missing file', content: undefined },
    { name: 'broken JSON', content: '{' },
    { name: 'JSON without results', content: '{"date":"x"}' },
  ])('reads $name as no report', ({ content }) => {
    const file = join(dir, 'report.json');
    if (content !== undefined) writeFileSync(file, content);
    expect(readReport(file)).toBeUndefined();
  });
});
