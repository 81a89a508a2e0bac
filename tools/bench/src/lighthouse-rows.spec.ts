import { describe, expect, it } from 'vitest';
import type { LighthouseFigures, NodeInfo } from './lighthouse-figures';
import {
  besideFloor,
  describeElement,
  describeFigures,
  describeWork,
  isFloorImage,
  lcpOverFloor,
  phoneRows,
  routeName,
  routeRows,
  tallyElements,
} from './lighthouse-rows';
import { infoRow, limitRow } from './rows';

const figures = (overrides: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  score: 80,
  lcp: 4000,
  tbt: 200,
  cls: 0,
  fcp: 2300,
  si: 2500,
  jsBytes: 153_600,
  ...overrides,
});

const banner: NodeInfo = {
  selector: 'div.swiper-slide > div._frame_z6eim_1 > img._image_z6eim_9',
  snippet: '<img class="_image_z6eim_9" alt="周末观影节" src="blob:http://x/1">',
  label: '周末观影节',
};
const poster: NodeInfo = {
  selector: 'main._page > div._stage > div._frame > video._video',
  snippet: '<video class="_video" poster="blob:http://x/2">',
  label: 'main._page > div._stage > div._frame > video._video',
};
const floorImage: NodeInfo = {
  selector: 'body > img',
  snippet: '<img alt="floor" src="blob:x">',
  label: 'floor',
};
const failure: NodeInfo = {
  selector: 'body > p',
  snippet: '<p>',
  label: 'floor failed: /api/adsort answered 500',
};

describe('routeName', () => {
  it('elides the player’s id and leaves other queries alone', () => {
    expect(routeName('/playVideo?id=311')).toBe('/playVideo?id=…');
    expect(routeName('/list?typeId=1&orderby=new')).toBe('/list?typeId=1&orderby=new');
  });
});

describe('lcpOverFloor', () => {
  it('divides the app’s median LCP by the floor’s', () => {
    expect(lcpOverFloor(figures({ lcp: 4000 }), figures({ lcp: 2500 }), [floorImage])).toBe(1.6);
  });

  it.each([
    ['the floor was not measured', null, [floorImage]],
    ['the floor has no LCP', figures({ lcp: null }), [floorImage]],
    ['a floor run painted its error instead of the image', figures(), [floorImage, failure]],
    ['no floor run named an element', figures(), []],
  ] as const)('is unknown when %s', (_, floor, elements) => {
    expect(lcpOverFloor(figures(), floor, elements)).toBeNull();
  });
});

describe('isFloorImage', () => {
  it('is true of an image only', () => {
    expect(isFloorImage(floorImage)).toBe(true);
    expect(isFloorImage(failure)).toBe(false);
    expect(isFloorImage(null)).toBe(false);
  });
});

describe('describeElement and tallyElements', () => {
  it('names an element by the first and last steps of its selector and its label', () => {
    expect(describeElement(banner)).toBe('div.swiper-slide > … > img._image_z6eim_9 “周末观影节”');
    expect(describeElement({ ...banner, label: '' })).toBe(
      'div.swiper-slide > … > img._image_z6eim_9',
    );
    expect(describeElement(floorImage)).toBe('body > img “floor”');
    expect(describeElement(null)).toBe('none');
  });

  it('leaves out the label Lighthouse made of the selector for an element without text', () => {
    expect(describeElement({ ...banner, label: banner.selector })).toBe(
      'div.swiper-slide > … > img._image_z6eim_9',
    );
  });

  it('shortens a long label', () => {
    const text = { selector: 'p.hint', snippet: '<p class="hint">', label: '一'.repeat(30) };
    expect(describeElement(text)).toBe(`p.hint “${'一'.repeat(24)}…”`);
  });

  it('says how often each element was the LCP element, most frequent first', () => {
    expect(tallyElements([failure, banner, banner])).toBe(
      'div.swiper-slide > … > img._image_z6eim_9 “周末观影节” (2 of 3) · body > p “floor failed: /api/adsor…” (1 of 3)',
    );
  });

  it('gives the element alone for one run, and says when there was none', () => {
    expect(tallyElements([banner])).toBe('div.swiper-slide > … > img._image_z6eim_9 “周末观影节”');
    expect(tallyElements([])).toBe('not measured');
  });
});

describe('besideFloor', () => {
  it('adds the floor’s figure in the row’s unit, keeping the target and verdict', () => {
    const row = limitRow('/home LCP', 4080, { atMost: 2000 }, 's');
    expect(besideFloor(row, 2520, 's')).toEqual({ ...row, measured: '4.08 s (floor 2.52 s)' });
  });

  it('marks a floor figure that could not be read, and leaves the row alone without a floor', () => {
    const row = infoRow('x', '1');
    expect(besideFloor(row, null, 'ms').measured).toBe('1 (floor ?)');
    expect(besideFloor(row, undefined, 'ms')).toBe(row);
  });
});

describe('describeWork', () => {
  it('gives the total, then each kind most first, leaving out what is under 10 ms', () => {
    expect(describeWork({ paintCompositeRender: 250, scriptEvaluation: 900, parseHTML: 4 })).toBe(
      '1.15 s: script 0.90 s · paint 0.25 s',
    );
  });

  it('says when nothing was measured', () => {
    expect(describeWork({})).toBe('not measured');
  });
});

describe('routeRows', () => {
  it('reports every target with the floor beside it, the ratio and the LCP element', () => {
    const rows = routeRows({
      route: '/playVideo?id=311',
      app: figures({ score: 78, fcp: 2570, lcp: 4490, tbt: 182, cls: 0.001 }),
      floor: figures({ score: 100, fcp: 1490, lcp: 1490, tbt: 0, cls: 0, si: 1490, jsBytes: 4096 }),
      appElements: [poster],
      floorElements: [floorImage],
    });
    expect(rows).toEqual([
      {
        figure: '/playVideo?id=… Lighthouse score',
        measured: '78 (floor 100)',
        target: '≥ 95',
        met: false,
      },
      {
        figure: '/playVideo?id=… FCP',
        measured: '2.57 s (floor 1.49 s)',
        target: '≤ 1.20 s',
        met: false,
      },
      {
        figure: '/playVideo?id=… LCP',
        measured: '4.49 s (floor 1.49 s)',
        target: '≤ 2.00 s',
        met: false,
      },
      {
        figure: '/playVideo?id=… LCP app ÷ floor page',
        measured: '3.01',
        target: '≤ 1.25',
        met: false,
      },
      {
        figure: '/playVideo?id=… TBT',
        measured: '182 ms (floor 0 ms)',
        target: '≤ 150 ms',
        met: false,
      },
      {
        figure: '/playVideo?id=… CLS',
        measured: '0.001 (floor 0.000)',
        target: '≤ 0.050',
        met: true,
      },
      {
        figure: '/playVideo?id=… SI · JS',
        measured: '2.50 s · 150.0 KiB (floor 1.49 s · 4.0 KiB)',
        target: '—',
        met: null,
      },
      {
        figure: '/playVideo?id=… LCP element',
        measured: 'main._page > … > video._video',
        target: '—',
        met: null,
      },
    ]);
  });

  it('says why the ratio is missing when the floor painted its error', () => {
    const [, , , ratioRow] = routeRows({
      route: '/home',
      app: figures(),
      floor: figures(),
      appElements: [banner],
      floorElements: [failure],
    });
    expect(ratioRow).toMatchObject({
      measured: 'floor painted no image: body > p “floor failed: /api/adsor…”',
      met: false,
    });
  });

  it('adds the main thread’s work by kind, beside the floor’s, when it was measured', () => {
    const rows = routeRows({
      route: '/mine',
      app: figures(),
      floor: figures(),
      appElements: [],
      floorElements: [],
      appWork: { styleLayout: 600, scriptEvaluation: 1500 },
      floorWork: { scriptEvaluation: 60, other: 200 },
    });
    expect(rows.at(-1)).toEqual({
      figure: '/mine main thread (4× CPU)',
      measured:
        '2.10 s: script 1.50 s · style & layout 0.60 s (floor 0.26 s: other 0.20 s · script 0.06 s)',
      target: '—',
      met: null,
    });
  });

  it('shows the app alone when the floor was not measured', () => {
    const rows = routeRows({
      route: '/mine',
      app: figures(),
      floor: null,
      appElements: [],
      floorElements: [],
    });
    expect(rows[0]?.measured).toBe('80');
    expect(rows[3]?.measured).toBe('floor not measured');
    expect(rows[7]?.measured).toBe('not measured');
  });
});

describe('describeFigures', () => {
  it('puts score, FCP, LCP and TBT on one line, a missing one as ?', () => {
    expect(describeFigures(figures())).toBe('80 · 2.30 s · 4.00 s · 200 ms');
    expect(describeFigures(figures({ tbt: null }))).toBe('80 · 2.30 s · 4.00 s · ?');
  });
});

describe('phoneRows', () => {
  const calibration = {
    phoneIndex: 264,
    machineIndex: 3100,
    cpuSlowdownMultiplier: 11.74,
    runIndexes: [2800, 3100, 3300],
  };

  it('reports each route beside its floor, and the phone the slowdown made in every run', () => {
    const rows = phoneRows(
      'a low-tier phone',
      [
        {
          route: '/playVideo?id=311',
          app: figures({ tbt: 640 }),
          floor: figures({ score: 100, tbt: 30 }),
          appElements: [],
          floorElements: [],
          appWork: { script: 2000, other: 1000 },
          floorWork: { other: 500 },
        },
      ],
      calibration,
    );
    expect(rows).toEqual([
      infoRow(
        '/playVideo?id=… on a low-tier phone: score · FCP · LCP · TBT',
        '80 · 2.30 s · 4.00 s · 640 ms (floor 100 · 2.30 s · 4.00 s · 30 ms)',
      ),
      infoRow(
        '/playVideo?id=… on a low-tier phone: main thread',
        '3.00 s: script 2.00 s · other 1.00 s (floor 0.50 s: other 0.50 s)',
      ),
      infoRow(
        'a low-tier phone: CPU slowdown · the phone made',
        '11.74× (benchmarkIndex 3100 ÷ 264) · index 264 · in its runs 239–281',
      ),
    ]);
    expect(rows.every((row) => row.met === null)).toBe(true);
  });

  it('leaves out the floor and the main thread when they were not measured', () => {
    const rows = phoneRows(
      'a low-tier phone',
      [
        {
          route: '/mine',
          app: figures(),
          floor: null,
          appElements: [],
          floorElements: [],
        },
      ],
      { ...calibration, runIndexes: [] },
    );
    expect(rows.map((row) => row.measured)).toEqual([
      '80 · 2.30 s · 4.00 s · 200 ms',
      '11.74× (benchmarkIndex 3100 ÷ 264) · index 264',
    ]);
  });
});
