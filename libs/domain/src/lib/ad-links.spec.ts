import {
  AD_LINK_OPENINGS_KEPT,
  openedWithinRenavigationWindow,
  withAdLinkOpening,
} from './ad-links';
import { AD_RENAVIGATION_MS } from './constants';

const NOW = 1_800_000_000_000;
const URL = 'https://ads.example/checkin';

describe('openedWithinRenavigationWindow', () => {
  it.each([
    { case: 'never opened', openings: [], within: false },
    {
      case: 'another link opened just now',
      openings: [['https://other.example', NOW]],
      within: false,
    },
    { case: 'opened just now', openings: [[URL, NOW]], within: true },
    {
      case: 'opened 1 ms short of 24 h ago',
      openings: [[URL, NOW - AD_RENAVIGATION_MS + 1]],
      within: true,
    },
    { case: 'opened exactly 24 h ago', openings: [[URL, NOW - AD_RENAVIGATION_MS]], within: false },
    { case: 'opened in the future (clock set back)', openings: [[URL, NOW + 1]], within: false },
  ] as const)('$case → $within', ({ openings, within }) => {
    expect(openedWithinRenavigationWindow(openings, URL, NOW)).toBe(within);
  });
});

describe('withAdLinkOpening', () => {
  it('records a first opening', () => {
    expect(withAdLinkOpening([], URL, NOW)).toEqual([[URL, NOW]]);
  });

  it('moves a link opened again to the end with its new time, once', () => {
    const openings = [
      [URL, 1],
      ['https://b.example', 2],
    ] as const;
    expect(withAdLinkOpening(openings, URL, NOW)).toEqual([
      ['https://b.example', 2],
      [URL, NOW],
    ]);
  });

  it(`keeps the ${AD_LINK_OPENINGS_KEPT} most recently opened`, () => {
    const full = Array.from(
      { length: AD_LINK_OPENINGS_KEPT },
      (_, i) => [`https://${i}.example`, i] as const,
    );
    const next = withAdLinkOpening(full, URL, NOW);
    expect(next).toHaveLength(AD_LINK_OPENINGS_KEPT);
    expect(next[0]).toEqual(['https://1.example', 1]);
    expect(next.at(-1)).toEqual([URL, NOW]);
  });
});
