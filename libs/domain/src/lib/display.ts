import { format } from './messages';

/** How a ranking place is shown: a medal for 1–3, the number above. */
export type RankBadge =
  | { readonly kind: 'medal'; readonly place: 1 | 2 | 3 }
  | { readonly kind: 'number'; readonly value: number };

/** The badge of ranking place `rank`; null (no badge) for no place or anything but 1, 2, 3… */
export function rankBadge(rank: number | null | undefined): RankBadge | null {
  if (rank == null || !Number.isSafeInteger(rank) || rank < 1) return null;
  if (rank === 1 || rank === 2 || rank === 3) return { kind: 'medal', place: rank };
  return { kind: 'number', value: rank };
}

const TEN_THOUSAND = 10_000;

/**
 * A view count with its suffix: `9999次`, then in 万 with one decimal, truncated so a count is
 * never overstated and without a trailing `.0`: `1万次`, `1.5万次`, `12345.6万次`. A negative or
 * unreadable count is `0次`.
 */
export function pageviewsText(count: number): string {
  const views = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (views < TEN_THOUSAND) return format('video.pageviews', { n: views });
  const tenths = Math.floor(views / (TEN_THOUSAND / 10));
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return format('video.pageviewsWan', { n: decimal === 0 ? whole : `${whole}.${decimal}` });
}
