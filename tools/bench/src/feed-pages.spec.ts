import { describe, expect, it } from 'vitest';
import { type FeedPage, LAP_ID_STEP, lapPage, realPageFor } from './feed-pages';

describe('realPageFor', () => {
  it.each([
    { wanted: 0, realPages: 3, expected: { page: 1, lap: 0 } },
    { wanted: 1, realPages: 0, expected: { page: 1, lap: 0 } },
    { wanted: 1, realPages: 3, expected: { page: 1, lap: 0 } },
    { wanted: 3, realPages: 3, expected: { page: 3, lap: 0 } },
    { wanted: 4, realPages: 3, expected: { page: 1, lap: 1 } },
    { wanted: 12, realPages: 3, expected: { page: 3, lap: 3 } },
  ])('page $wanted of a $realPages-page feed is $expected', ({ wanted, realPages, expected }) => {
    expect(realPageFor(wanted, realPages)).toEqual(expected);
  });
});

describe('lapPage', () => {
  const lastRealPage: FeedPage & { extra: string } = {
    current_page: 3,
    data: [{ id: 7 }, { id: 9 }],
    next_page_url: null,
    total: 6,
    per_page: 2,
    extra: 'kept',
  };
  const url = 'http://127.0.0.1:4512/api/videosort/59?orderby=new&page=6';

  it('continues past the real end with ids unique to the lap', () => {
    expect(lapPage(lastRealPage, 6, 12, url)).toEqual({
      current_page: 6,
      data: [{ id: 7 + LAP_ID_STEP }, { id: 9 + LAP_ID_STEP }],
      next_page_url: 'http://127.0.0.1:4512/api/videosort/59?orderby=new&page=7',
      total: 24,
      per_page: 2,
      extra: 'kept',
    });
  });

  it('keeps the first lap as it is and ends at the last page', () => {
    const first = lapPage({ ...lastRealPage, current_page: 1 }, 1, 12, url);
    expect(first.data).toEqual(lastRealPage.data);
    expect(lapPage(lastRealPage, 12, 12, url).next_page_url).toBeNull();
  });
});
