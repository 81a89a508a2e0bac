import { format, shareLockState } from '@video/domain';
import { LockIcon } from '@video/ui';
import { useId } from 'react';
import styles from './share-lock-overlay.module.css';

export interface ShareLockOverlayProps {
  /** How many people opened this video's unlock link (stored on the device). */
  count: number;
  /** The unlock link was copied: 刷新 then re-fetches the count. */
  copied: boolean;
  /** A copy or refresh is in flight: the buttons show it and ignore taps. */
  busy?: boolean;
  onCopyLink: () => void;
  onRefresh: () => void;
  /** Shows 分享 (the Web Share API) when given: where the browser has a share sheet. */
  onShare?: () => void;
}

/** Said under the count: how unlocking works. */
const HOW_TO_UNLOCK = '好友打开你分享的链接即可帮你解锁';
const SHARE = '分享';

/**
 * The share player's lock over the video while fewer than 2 people opened the unlock link:
 * 还差{n}人解锁, 复制解锁链接, 分享 where the browser can, and, once the link was copied, 刷新.
 * Nothing when unlocked. It covers the controls, so the video cannot be started by a tap; a
 * group named by its message.
 */
export function ShareLockOverlay({
  count,
  copied,
  busy = false,
  onCopyLink,
  onRefresh,
  onShare,
}: ShareLockOverlayProps) {
  const messageId = useId();
  const lock = shareLockState(count, copied);
  if (!lock.locked) return null;
  // aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-request.
  const action = (onClick: () => void) => ({
    'aria-disabled': busy,
    onClick: busy ? undefined : onClick,
  });
  return (
    <div className={styles.lock} role="group" aria-labelledby={messageId} aria-busy={busy}>
      <LockIcon className={styles.icon} />
      <p id={messageId} className={styles.message}>
        {format('share.shortBy', { n: lock.shortBy })}
      </p>
      <p className={styles.hint}>{HOW_TO_UNLOCK}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} {...action(onCopyLink)}>
          {format('share.copyLink')}
        </button>
        {onShare && (
          <button type="button" className={styles.secondary} {...action(onShare)}>
            {SHARE}
          </button>
        )}
        {lock.copied && (
          <button type="button" className={styles.secondary} {...action(onRefresh)}>
            {format('share.refresh')}
          </button>
        )}
      </div>
    </div>
  );
}
