/** The part of a list page (`Page<VideoJson>`) the long feed rewrites. */
export interface FeedPage {
  readonly current_page: number;
  readonly data: readonly { readonly id: number }[];
  readonly next_page_url: string | null;
  readonly total: number;
  readonly per_page: number;
}

/** Id step between laps, far above any id in the catalogue. */
export const LAP_ID_STEP = 100_000;

/** Which page of the real feed answers page `wanted` of the long one, and on which lap. */
export function realPageFor(wanted: number, realPages: number): { page: number; lap: number } {
  const index = Math.max(wanted, 1) - 1;
  const pages = Math.max(realPages, 1);
  return { page: (index % pages) + 1, lap: Math.floor(index / pages) };
}

/**
 * Page `wanted` of a feed `pages` long that repeats the real one (`real` is the real page
 * {@link realPageFor} names), with ids made unique per lap and the next link going on until
 * `pages`, so that a visitor can swipe further than the demo catalogue has short videos.
 */
export function lapPage<T extends FeedPage>(
  real: T,
  wanted: number,
  pages: number,
  requestUrl: string,
): T {
  const realPages = Math.ceil(real.total / real.per_page);
  const { lap } = realPageFor(wanted, realPages);
  const next = new URL(requestUrl);
  next.searchParams.set('page', String(wanted + 1));
  return {
    ...real,
    current_page: wanted,
    data: real.data.map((video) => ({ ...video, id: video.id + lap * LAP_ID_STEP })),
    next_page_url: wanted < pages ? next.href : null,
    total: pages * real.per_page,
  };
}
