import { describe, expect, it } from 'vitest';
import {
  lcpElement,
  lcpPhases,
  lighthouseCulprits,
  type LighthouseFigures,
  lighthouseFigures,
  type LighthouseResult,
  mainThreadWork,
  medianFigures,
  medianWork,
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

describe('lcpElement and lcpPhases', () => {
  /** The audit as Lighthouse 12 writes it: the element's table, then the phases' table. */
  const lcpAudit = {
    details: {
      type: 'list',
      items: [
        {
          type: 'table',
          items: [
            {
              node: {
                type: 'node',
                selector: 'div._frame > img._image',
                snippet: '<img class="_image" alt="周末观影节" src="blob:x">',
                nodeLabel: '周末观影节',
              },
            },
          ],
        },
        {
          type: 'table',
          items: [
            { phase: 'TTFB', timing: 600, percent: '15%' },
            { phase: 'Load Delay', timing: 2400, percent: '60%' },
            { phase: 'Load Time', timing: 700, percent: '18%' },
            { phase: 'Render Delay', timing: 300, percent: '7%' },
          ],
        },
      ],
    },
  };

  it('names the element by selector, snippet and label', () => {
    expect(
      lcpElement(result({ audits: { 'largest-contentful-paint-element': lcpAudit } })),
    ).toEqual({
      selector: 'div._frame > img._image',
      snippet: '<img class="_image" alt="周末观影节" src="blob:x">',
      label: '周末观影节',
    });
  });

  it('reads the time of each phase', () => {
    expect(lcpPhases(result({ audits: { 'largest-contentful-paint-element': lcpAudit } }))).toEqual(
      { TTFB: 600, 'Load Delay': 2400, 'Load Time': 700, 'Render Delay': 300 },
    );
  });

  it('is none and empty without the audit', () => {
    expect(lcpElement(result({}))).toBeNull();
    expect(lcpPhases(result({}))).toEqual({});
  });
});

describe('mainThreadWork and medianWork', () => {
  const breakdown = (items: Record<string, unknown>[]) =>
    result({ audits: { 'mainthread-work-breakdown': { details: { type: 'table', items } } } });

  it('reads the time of each kind of work', () => {
    const run = breakdown([
      { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 1520.4 },
      { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 610 },
      { group: 'other', duration: 'n/a' },
    ]);
    expect(mainThreadWork(run)).toEqual({ scriptEvaluation: 1520.4, styleLayout: 610 });
  });

  it('is empty without the audit', () => {
    expect(mainThreadWork(result({}))).toEqual({});
  });

  it('takes each kind’s median, a run without it counting as none', () => {
    expect(
      medianWork([
        { scriptEvaluation: 1000, styleLayout: 300 },
        { scriptEvaluation: 1400, styleLayout: 500, garbageCollection: 30 },
        { scriptEvaluation: 1200, styleLayout: 400 },
      ]),
    ).toEqual({ scriptEvaluation: 1200, styleLayout: 400, garbageCollection: 0 });
  });
});
