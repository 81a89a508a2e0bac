import { NOTICE_TICKER_COUNT } from './constants';
import type { Notice } from './entities';

/** Sorts undated notices last without producing NaN when two are compared. */
const UNDATED = -Number.MAX_VALUE;

/** The newest `updatedAt` among `notices` (epoch ms), or null when none has a date. */
export function latestNoticeTime(notices: readonly Notice[]): number | null {
  const latest = Math.max(UNDATED, ...notices.map(noticeTime));
  return latest === UNDATED ? null : latest;
}

/**
 * Whether the Mine tab shows its dot: the newest notice is later than `lastReadTimestamp` (epoch
 * ms; 0 or an unreadable value means never read). No dated notice, no dot.
 */
export function hasUnreadNotice(notices: readonly Notice[], lastReadTimestamp: number): boolean {
  const latest = latestNoticeTime(notices);
  const lastRead = Number.isFinite(lastReadTimestamp) ? lastReadTimestamp : 0;
  return latest !== null && latest > lastRead;
}

/** The notices of the Mine ticker: the {@link NOTICE_TICKER_COUNT} most recently updated. */
export function tickerNotices(notices: readonly Notice[]): readonly Notice[] {
  return [...notices].sort((a, b) => noticeTime(b) - noticeTime(a)).slice(0, NOTICE_TICKER_COUNT);
}

function noticeTime(notice: Notice): number {
  const time = notice.updatedAt;
  return time !== null && Number.isFinite(time) ? time : UNDATED;
}
