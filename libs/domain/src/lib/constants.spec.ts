import {
  DEFAULT_FEEDBACK_TYPE,
  EXCLUDED_CATEGORY_IDS,
  FEEDBACK_TYPES,
  PLAYBACK_RATES,
  SHARE_VIDEO_TYPE,
  SHORT_VIDEO_TYPE,
  SORT_ORDERS,
} from '../index';

describe('constants', () => {
  it('keeps the short-video and share categories out of the tab strip', () => {
    expect(EXCLUDED_CATEGORY_IDS).toEqual([SHORT_VIDEO_TYPE, SHARE_VIDEO_TYPE]);
    expect(EXCLUDED_CATEGORY_IDS).toEqual([59, 60]);
  });

  it('offers the product’s playback rates and sort orders in order', () => {
    expect(PLAYBACK_RATES).toEqual([1, 1.5, 2, 3]);
    expect(SORT_ORDERS).toEqual(['new', 'hot']);
  });

  it('selects the first feedback type by default', () => {
    expect(FEEDBACK_TYPES[0]).toBe(DEFAULT_FEEDBACK_TYPE);
  });
});
