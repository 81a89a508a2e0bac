import { AD_RENAVIGATION_MS } from './constants';

/**
 * An ad link (签到, 活动, an exchange-link tile) the visitor opened: its address and when
 * (epoch ms).
 */
export type AdLinkOpening = readonly [url: string, openedAt: number];

/** How many opened ad links are remembered; the least recently opened go first. */
export const AD_LINK_OPENINGS_KEPT = 50;

/**
 * Whether `url` was opened less than {@link AD_RENAVIGATION_MS} ago, so that the app shows it as
 * already visited until it invites the visitor there again. A time ahead of `now` (a clock set
 * back) does not count: the link is fresh again rather than marked for longer than a day.
 */
export function openedWithinRenavigationWindow(
  openings: readonly AdLinkOpening[],
  url: string,
  now: number,
): boolean {
  const opening = openings.find(([opened]) => opened === url);
  if (!opening) return false;
  const age = now - opening[1];
  return age >= 0 && age < AD_RENAVIGATION_MS;
}

/** The openings with `url` opened at `now`, moved last, and the oldest beyond `kept` dropped. */
export function withAdLinkOpening(
  openings: readonly AdLinkOpening[],
  url: string,
  now: number,
  kept = AD_LINK_OPENINGS_KEPT,
): readonly AdLinkOpening[] {
  const others = openings.filter(([opened]) => opened !== url);
  return [...others, [url, now] as const].slice(-kept);
}
