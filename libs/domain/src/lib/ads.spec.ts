import { adsShown, interleaveAds, type ListRow } from '../index';

const videos = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`);

/** A compact picture of the rows: videos by name, ads as `[ad]`. */
const shape = (rows: ListRow<string, string>[]) =>
  rows.map((row) => (row.kind === 'video' ? row.item : `[${row.ad}]`));

describe('interleaveAds', () => {
  const list = { layout: 'list', adsEnabled: true } as const;

  it.each([
    ['no items', 0, ['A'], []],
    ['one item', 1, ['A'], ['[A]', 'v0']],
    ['five items', 5, ['A'], ['[A]', 'v0', 'v1', 'v2', 'v3', 'v4']],
    ['six items', 6, ['A'], ['[A]', 'v0', 'v1', 'v2', 'v3', 'v4', '[A]', 'v5']],
    [
      'eleven items cycling through two ads',
      11,
      ['A', 'B'],
      ['[A]', 'v0', 'v1', 'v2', 'v3', 'v4', '[B]', 'v5', 'v6', 'v7', 'v8', 'v9', '[A]', 'v10'],
    ],
    ['no ads to show', 6, [], ['v0', 'v1', 'v2', 'v3', 'v4', 'v5']],
  ])('in list layout with %s', (_case, count, ads, expected) => {
    expect(shape(interleaveAds(videos(count), ads, list))).toEqual(expected);
  });

  it.each([
    ['grid layout', { layout: 'grid', adsEnabled: true }],
    ['ads disabled', { layout: 'list', adsEnabled: false }],
  ] as const)('shows no ads in %s', (_case, options) => {
    expect(shape(interleaveAds(videos(6), ['A'], options))).toEqual(videos(6));
  });

  it('numbers the ad rows so that repeated ads get distinct keys', () => {
    const slots = interleaveAds(videos(11), ['A'], list).flatMap((row) =>
      row.kind === 'ad' ? [row.slot] : [],
    );
    expect(slots).toEqual([0, 1, 2]);
  });
});

describe('adsShown', () => {
  it('shows ads only when the config and the bonus both allow them', () => {
    expect(adsShown(true, { ad: true })).toBe(true);
    expect(adsShown(true, { ad: false })).toBe(false);
    expect(adsShown(false, { ad: true })).toBe(false);
  });
});
