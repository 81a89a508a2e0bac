/**
 * Pages of a paged list: `ceil(total / perPage)`, and 0 whenever either figure is not a
 * positive finite number, so that a broken response can never show NaN pages.
 */
export function totalPages(total: number, perPage: number): number {
  if (!isPositiveFinite(total) || !isPositiveFinite(perPage)) return 0;
  return Math.ceil(total / perPage);
}

/** What the page slider and its prev/next buttons show. */
export interface PagerState {
  /** The current page, within `1..last`. */
  readonly page: number;
  /** The slider's upper bound (its lower bound is 1); at least 1. */
  readonly last: number;
  readonly canPrev: boolean;
  readonly canNext: boolean;
  /** The pager appears only when there is more than one page. */
  readonly visible: boolean;
}

/** `page` moved into `1..pages`; fractions are dropped and an unreadable page is page 1. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(wholeOrOne(page), 1), lastPage(pages));
}

/** The page slider for `page` of `pages`: bounds 1..pages, prev off on page 1, next on the last. */
export function pagerState(page: number, pages: number): PagerState {
  const last = lastPage(pages);
  const current = clampPage(page, last);
  return {
    page: current,
    last,
    canPrev: current > 1,
    canNext: current < last,
    visible: last > 1,
  };
}

/** A list always has at least page 1, even when it is empty. */
function lastPage(pages: number): number {
  return Math.max(1, wholeOrOne(pages));
}

function wholeOrOne(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 1;
}

function isPositiveFinite(value: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
