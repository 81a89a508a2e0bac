import { AD_RENAVIGATION_MS } from '@video/domain';

/**
 * Whether the activity link may open again at `now`: never opened, or at least
 * {@link AD_RENAVIGATION_MS} ago. A time in the future (a clock set back) does not block it.
 */
export function isActivityDue(lastOpenedAt: number, now: number): boolean {
  const age = now - lastOpenedAt;
  return lastOpenedAt <= 0 || age < 0 || age >= AD_RENAVIGATION_MS;
}
