import {
  CHINA_UTC_OFFSET_MINUTES,
  RELATIVE_MINUTES_LIMIT_MS,
  RELATIVE_SECONDS_LIMIT_MS,
} from './constants';
import { format, type Message, type MessageKey } from './messages';

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const JUST_NOW_MS = 10_000;
const DAYS_SHOWN_AS_DAYS = 30;
const MONTHS_PER_YEAR = 12;

/**
 * How long ago `then` was at `now` (both epoch ms), the way the old site phrased it: seconds,
 * minutes, hours today, 'yesterday HH:mm', 'day before yesterday HH:mm', then days, months, years.
 * Calendar days are those of the zone `timeZoneOffsetMinutes` east of UTC (China, UTC+8, by
 * default; no daylight saving), never the machine's zone. A future `then` (clock skew) is 'just
 * now'; a non-finite input gives null.
 */
export function relativeTime(
  then: number,
  now: number,
  timeZoneOffsetMinutes: number = CHINA_UTC_OFFSET_MINUTES,
): Message | null {
  if (![then, now, timeZoneOffsetMinutes].every(Number.isFinite)) return null;
  const age = now - then;
  if (age < JUST_NOW_MS) return { key: 'time.justNow', params: {} };
  if (age < RELATIVE_SECONDS_LIMIT_MS) return count('time.secondsAgo', age / SECOND_MS);
  if (age < RELATIVE_MINUTES_LIMIT_MS) return count('time.minutesAgo', age / MINUTE_MS);

  const offsetMs = timeZoneOffsetMinutes * MINUTE_MS;
  const thenLocal = new Date(then + offsetMs);
  const nowLocal = new Date(now + offsetMs);
  const days = dayNumber(nowLocal) - dayNumber(thenLocal);
  if (days === 0) return count('time.hoursAgo', age / HOUR_MS);
  if (days === 1) return { key: 'time.yesterday', params: { time: clockTime(thenLocal) } };
  if (days === 2) return { key: 'time.dayBeforeYesterday', params: { time: clockTime(thenLocal) } };
  if (days < DAYS_SHOWN_AS_DAYS) return count('time.daysAgo', days);
  const months = Math.max(1, calendarMonthsBetween(thenLocal, nowLocal));
  if (months < MONTHS_PER_YEAR) return count('time.monthsAgo', months);
  return count('time.yearsAgo', months / MONTHS_PER_YEAR);
}

/** {@link relativeTime} as zh-CN text; an empty string when the time is unreadable. */
export function formatRelativeTime(
  then: number,
  now: number,
  timeZoneOffsetMinutes: number = CHINA_UTC_OFFSET_MINUTES,
): string {
  const relative = relativeTime(then, now, timeZoneOffsetMinutes);
  return relative === null ? '' : format(relative.key, relative.params);
}

function count(key: MessageKey, amount: number): Message {
  return { key, params: { n: Math.floor(amount) } };
}

/** Dates here are shifted into the target zone, so their UTC fields are its wall-clock fields. */
function dayNumber(local: Date): number {
  return Math.floor(local.getTime() / DAY_MS);
}

function clockTime(local: Date): string {
  return `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
}

/** Whole calendar months from `from` to `to`: Jan 31 → Feb 28 is 0, Jan 31 → Mar 1 is 1. */
function calendarMonthsBetween(from: Date, to: Date): number {
  const months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * MONTHS_PER_YEAR +
    (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
