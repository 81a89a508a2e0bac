import { format, shareLockState } from '@video/domain';
import styles from './share-lock-overlay.module.css';

export interface ShareLockOverlayProps {
  /** How many people opened this video's unlock link (stored on the device). */
  count: number;
  /** The unlock link was copied in this visit: 刷新 then re-fetches the count. */
  copied: boolean;
  onCopyLink: () => void;
  onRefresh: () => void;
}

/**
 * The share player's lock over the video while fewer than 2 people opened the unlock link:
 * 还差{n}人解锁, 复制解锁链接 and, once the link was copied, 刷新. Nothing when unlocked.
 */
export function ShareLockOverlay({ count, copied, onCopyLink, onRefresh }: ShareLockOverlayProps) {
  const lock = shareLockState(count, copied);
  if (!lock.locked) return null;
  return (
    <div className={styles.lock}>
      <p className={styles.message}>{format('share.shortBy', { n: lock.shortBy })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onCopyLink}>
          {format('share.copyLink')}
        </button>
        {lock.copied && (
          <button type="button" className={styles.secondary} onClick={onRefresh}>
            {format('share.refresh')}
          </button>
        )}
      </div>
    </div>
  );
}
