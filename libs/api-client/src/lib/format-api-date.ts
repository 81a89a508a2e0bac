import { CHINA_UTC_OFFSET_MINUTES } from '@video/domain';

const MINUTE_MS = 60_000;

/**
 * Epoch ms as the API writes dates, `YYYY-MM-DD HH:mm:ss` at UTC+8 (the inverse of
 * `parseApiDate`); `''` for no date.
 */
export function formatApiDate(epochMs: number | null): string {
  if (epochMs === null || !Number.isFinite(epochMs)) return '';
  const iso = new Date(epochMs + CHINA_UTC_OFFSET_MINUTES * MINUTE_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
