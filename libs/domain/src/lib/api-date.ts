import { CHINA_UTC_OFFSET_MINUTES } from './constants';

/**
 * `YYYY-MM-DD`, optionally followed by ` HH:mm[:ss[.fff]]` (Laravel) or `THH:mm…` (ISO 8601),
 * optionally followed by a zone: `Z`, `±HH:mm` or `±HHmm`.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DIGITS = /^\d+$/;
/** Epoch numbers below this are seconds: 1e11 s is the year 5138, 1e11 ms is 1973. */
const SECONDS_BELOW = 1e11;
const MINUTE_MS = 60_000;

/**
 * An API date as epoch ms, or null when absent or unreadable. Accepts Laravel's
 * `YYYY-MM-DD HH:mm:ss` (read at UTC+8, the API's zone, unless it names a zone), ISO 8601 strings,
 * and epoch seconds or milliseconds as numbers or digit strings. Zero and negative epochs mean
 * 'no date' and give null. Out-of-range fields (month 13, 30 February, 24:00) are rejected, not
 * rolled over.
 */
export function parseApiDate(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DIGITS.test(text)) return fromEpoch(Number(text));
  const match = DATE_TIME.exec(text);
  return match === null ? null : fromFields(match);
}

function fromEpoch(epoch: number): number | null {
  if (!Number.isFinite(epoch) || epoch <= 0) return null;
  return epoch < SECONDS_BELOW ? epoch * 1000 : epoch;
}

function fromFields(match: RegExpExecArray): number | null {
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  const fields = [year, month, day, hour, minute, second].map(Number);
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = fields;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const wallClock = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const offset = zoneOffsetMinutes(zone);
  if (offset === null || !sameFields(new Date(wallClock), fields)) return null;
  return wallClock - offset * MINUTE_MS;
}

/** Date.UTC rolls 30 February over to March and maps year 50 to 1950: reject, not repair. */
function sameFields(date: Date, fields: readonly number[]): boolean {
  const actual = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  return actual.every((value, index) => value === fields[index]);
}

/** Minutes east of UTC named by `zone` (without one, the API's zone); null if out of range. */
function zoneOffsetMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return CHINA_UTC_OFFSET_MINUTES;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}
