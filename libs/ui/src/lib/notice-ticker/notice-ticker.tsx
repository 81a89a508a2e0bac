import { format, type Notice, tickerNotices } from '@video/domain';
import styles from './notice-ticker.module.css';

export interface NoticeTickerProps {
  /** All notices; the ticker shows the two most recently updated. */
  notices: readonly Notice[];
  onOpen: (notice: Notice) => void;
}

/**
 * The Mine screen's notice strip: the latest notice titles stacked, each opening its notice.
 * Stacked rather than rotating, so nothing moves and every title can be reached and read.
 */
export function NoticeTicker({ notices, onOpen }: NoticeTickerProps) {
  const shown = tickerNotices(notices);
  const label = format('mine.notices');
  return (
    <section className={styles.ticker} aria-label={label}>
      <span className={styles.mark} aria-hidden="true">
        {label}
      </span>
      {shown.length === 0 ? (
        <p className={styles.empty}>{format('notice.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((notice) => (
            <li key={notice.id}>
              <button type="button" className={styles.notice} onClick={() => onOpen(notice)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
