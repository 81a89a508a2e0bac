import { type FeedSlide, feedSlides, placeFeedSlots, shouldLoadMore } from './feed-slides';

const videos = (count: number) => Array.from({ length: count }, (_, i) => `v${i}`);

/** A slide as a short code: `v3` for a video, `A1` for the ad slide showing ad 1. */
const codes = (slides: readonly FeedSlide<string, string>[]) =>
  slides.map((slide) => (slide.kind === 'video' ? slide.video : slide.ad));

/** Slides for `count` videos with ads after every 4th: v0 v1 v2 v3 A v4 … */
const withAds = (count: number) => feedSlides(videos(count), ['A0', 'A1']);

describe('feedSlides', () => {
  it.each<[string, number, readonly string[], number, readonly string[]]>([
    ['no videos', 0, ['A0'], 4, []],
    ['no ads', 9, [], 4, videos(9)],
    ['an interval of 0', 5, ['A0'], 0, videos(5)],
    ['an incomplete group', 3, ['A0'], 4, ['v0', 'v1', 'v2']],
    ['one complete group', 4, ['A0'], 4, ['v0', 'v1', 'v2', 'v3', 'A0']],
    [
      'ads cycling after every 4th video',
      13,
      ['A0', 'A1'],
      4,
      ['v0', 'v1', 'v2', 'v3', 'A0', 'v4', 'v5', 'v6', 'v7', 'A1'].concat([
        'v8',
        'v9',
        'v10',
        'v11',
        'A0',
        'v12',
      ]),
    ],
    ['another interval', 5, ['A0'], 2, ['v0', 'v1', 'A0', 'v2', 'v3', 'A0', 'v4']],
  ])('%s', (_case, count, ads, every, expected) => {
    expect(codes(feedSlides(videos(count), ads, every))).toEqual(expected);
  });

  it('numbers the videos and the ad slides', () => {
    const slides = feedSlides(videos(9), ['A0']);

    expect(slides[5]).toEqual({ kind: 'video', video: 'v4', videoIndex: 4 });
    expect(slides.filter((slide) => slide.kind === 'ad')).toEqual([
      { kind: 'ad', ad: 'A0', adIndex: 0 },
      { kind: 'ad', ad: 'A0', adIndex: 1 },
    ]);
  });
});

describe('placeFeedSlots', () => {
  /** Each slot as `slot:video@slide`, `*` marking the one that plays. */
  const placed = (slides: readonly FeedSlide<string, string>[], active: number) =>
    placeFeedSlots(slides, active).map(({ slot, videoIndex, slideIndex, active: plays }) =>
      videoIndex === null ? `${slot}:-` : `${slot}:v${videoIndex}@${slideIndex}${plays ? '*' : ''}`,
    );

  it.each<[string, number, number, readonly string[]]>([
    ['an empty feed', 0, 0, ['0:-', '1:-', '2:-']],
    ['the first video: nothing before it', 9, 0, ['0:v0@0*', '1:v1@1', '2:-']],
    ['a single video', 1, 0, ['0:v0@0*', '1:-', '2:-']],
    ['previous, current and next', 9, 2, ['0:v3@3', '1:v1@1', '2:v2@2*']],
    ['the video before an ad: the next one lies beyond it', 9, 3, ['0:v3@3*', '1:v4@5', '2:v2@2']],
    ['an ad: both videos around it ready, none playing', 9, 4, ['0:v3@3', '1:v4@5', '2:v5@6']],
    ['the video after an ad', 9, 5, ['0:v3@3', '1:v4@5*', '2:v5@6']],
    ['the last video: nothing after it', 9, 10, ['0:-', '1:v7@8', '2:v8@10*']],
    ['past the last slide (the end of the feed)', 9, 11, ['0:-', '1:v7@8', '2:v8@10']],
    ['an ad as the last slide', 8, 9, ['0:v6@7', '1:v7@8', '2:-']],
  ])('%s', (_case, count, active, expected) => {
    expect(placed(withAds(count), active)).toEqual(expected);
  });

  it('recycles exactly one slot per swipe, ads included', () => {
    const slides = withAds(40);
    let before = placeFeedSlots(slides, 0);

    for (let active = 1; active < slides.length; active++) {
      const after = placeFeedSlots(slides, active);
      const changed = after.filter((slot, i) => slot.videoIndex !== before[i]?.videoIndex);
      expect(changed.length).toBeLessThanOrEqual(1);
      expect(after.filter((slot) => slot.active)).toHaveLength(
        slides[active]?.kind === 'ad' ? 0 : 1,
      );
      before = after;
    }
  });
});

describe('shouldLoadMore', () => {
  it.each([
    [-1, 12, false],
    [0, 0, true],
    [0, 4, true],
    [6, 12, false],
    [7, 12, true],
    [11, 12, true],
    [12, 12, true],
  ])('at slide %s of %s: %s', (active, count, expected) => {
    expect(shouldLoadMore(active, count)).toBe(expected);
  });

  it('takes another distance from the end', () => {
    expect(shouldLoadMore(9, 12, 2)).toBe(false);
    expect(shouldLoadMore(10, 12, 2)).toBe(true);
  });
});
