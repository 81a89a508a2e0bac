/** Laravel's paginator JSON, the `rescont` of every paged call. */
export interface PageJson<T> {
  current_page: number;
  data: T[];
  next_page_url: string | null;
  total: number;
  per_page: number;
}

/** Where a page sits in its list. */
export interface PageOptions {
  /** 1-based; pages past the end are empty. Default 1. */
  page?: number;
  /** Default 12, the lists' page size. */
  perPage?: number;
  /** URL of the request; `next_page_url` is it with `page` replaced. Default `http://localhost/`. */
  baseUrl?: string;
}

/** The lists' page size. */
export const PER_PAGE = 12;

/** Page `page` of the whole list `items`, as the server pages it. */
export function page<T>(items: readonly T[], options: PageOptions = {}): PageJson<T> {
  const { page: current = 1, perPage = PER_PAGE, baseUrl = 'http://localhost/' } = options;
  const start = (current - 1) * perPage;
  return {
    current_page: current,
    data: items.slice(start, start + perPage),
    next_page_url: start + perPage < items.length ? withPage(baseUrl, current + 1) : null,
    total: items.length,
    per_page: perPage,
  };
}

function withPage(url: string, pageNumber: number): string {
  const next = new URL(url);
  next.searchParams.set('page', String(pageNumber));
  return next.href;
}
