import { describe, expect, it } from 'vitest';
import {
  lighthouseCulprits,
  type LighthouseFigures,
  lighthouseFigures,
  type LighthouseResult,
  medianFigures,
} from './lighthouse-figures';

const metric = (numericValue: number) => ({ numericValue });

/** Only the parts of a Lighthouse result the bench reads. */
function result(parts: { score?: number | null; audits?: Record<string, unknown> }) {
  return {
    categories: { performance: { score: parts.score ?? null } },
    audits: parts.audits ?? {},
  } as unknown as LighthouseResult;
}

describe('lighthouseFigures', () => {
  it('is all unknown for a run without figures', () => {
    expect(lighthouseFigures(result({}))).toEqual({
      score: null,
      lcp: null,
      tbt: null,
      cls: null,
      fcp: null,
      si: null,
      jsBytes: null,
    });
  });

  it('reads the score in percent, the metrics and the script bytes', () => {
    const run = result({
      score: 0.97,
      audits: {
        'largest-contentful-paint': metric(1800),
        'total-blocking-time': metric(120),
        'cumulative-layout-shift': metric(0.01),
        'first-contentful-paint': metric(900),
        'speed-index': metric(1100),
        'resource-summary': {
          details: {
            type: 'table',
            items: [
              { resourceType: 'total', transferSize: 300_000 },
              { resourceType: 'script', transferSize: 153_600 },
            ],
          },
        },
      },
    });
    expect(lighthouseFigures(run)).toEqual({
      score: 97,
      lcp: 1800,
      tbt: 120,
      cls: 0.01,
      fcp: 900,
      si: 1100,
      jsBytes: 153_600,
    });
  });
});

describe('medianFigures', () => {
  const run = (score: number | null, lcp: number): LighthouseFigures => ({
    score,
    lcp,
    tbt: 100,
    cls: 0,
    fcp: 900,
    si: 1000,
    jsBytes: null,
  });

  it('takes each figure’s median, leaving out runs that lack it', () => {
    expect(medianFigures([run(90, 3000), run(null, 1000), run(98, 2000)])).toEqual({
      score: 94,
      lcp: 2000,
      tbt: 100,
      cls: 0,
      fcp: 900,
      si: 1000,
      jsBytes: null,
    });
  });
});

describe('lighthouseCulprits', () => {
  it('names the LCP element and the shifted elements, each once', () => {
    const node = (selector: string) => ({
      type: 'node',
      selector,
      snippet: `<div class="${selector}">`,
    });
    const run = result({
      audits: {
        'largest-contentful-paint-element': {
          details: {
            type: 'list',
            items: [{ type: 'table', items: [{ node: node('img.cover') }] }],
          },
        },
        'layout-shifts': {
          details: {
            type: 'table',
            items: [{ node: node('p.version') }, { node: node('p.version') }],
          },
        },
      },
    });
    expect(lighthouseCulprits(run)).toMatchObject({
      lcpElement: ['img.cover <div class="img.cover">'],
      layoutShifts: ['p.version <div class="p.version">'],
    });
  });

  it('names the three busiest scripts and longest tasks, most first', () => {
    const table = (key: string, values: [string, number][]) => ({
      details: { type: 'table', items: values.map(([url, ms]) => ({ url, [key]: ms })) },
    });
    const run = result({
      audits: {
        'bootup-time': table('total', [
          ['a.js', 10],
          ['b.js', 900.4],
          ['c.js', 300],
          ['d.js', 50],
        ]),
        'long-tasks': table('duration', [['b.js', 120]]),
      },
    });
    expect(lighthouseCulprits(run)).toMatchObject({
      scriptTime: ['b.js 900 ms', 'c.js 300 ms', 'd.js 50 ms'],
      longTasks: ['b.js 120 ms'],
    });
  });

  it('is empty when the audits are missing', () => {
    expect(lighthouseCulprits(result({}))).toEqual({
      lcpElement: [],
      layoutShifts: [],
      scriptTime: [],
      longTasks: [],
    });
  });
});
