import { useId } from 'react';
import { format } from '@video/domain';
import { Dialog, useTapGuard } from '@video/ui';
import { useServices } from '../../core/services';
import { copyText } from './copy-text';
import type { ShareOptions } from './share-options';
import styles from './share-sheet.module.css';
import { isShareDismissed, webShare } from './web-share';

/** The share sheet's own labels. */
export const shareSheetText = {
  title: '分享',
  toFriends: '分享给朋友',
  copyLink: '复制链接',
  embed: '嵌入',
  embedHint: '复制 <iframe> 代码，把视频放进你的网站',
  failed: '分享失败，请复制链接发送给好友',
} as const;

export interface ShareSheetProps {
  readonly open: boolean;
  readonly options: ShareOptions;
  readonly onClose: () => void;
}

/**
 * The player's share options: the browser's share sheet where there is one (Web Share), the
 * page's address copied (已复制链接), and 嵌入, the `<iframe>` code of the embeddable player
 * copied (已复制嵌入代码). Each closes the sheet; a copy that fails says so.
 */
export function ShareSheet({ open, options, onClose }: ShareSheetProps) {
  const { snackbar } = useServices();
  const share = webShare();
  const hintId = useId();
  const [run] = useTapGuard(async (action: () => Promise<void>) => {
    await action();
    onClose();
  });
  const copy = (text: string, done: 'copy.done' | 'copy.embedDone') =>
    run(async () => {
      // Straight from the tap: browsers allow copying only during the gesture.
      const copied = await copyText(text);
      snackbar.show(format(copied ? done : 'copy.failed'));
    });

  return (
    <Dialog open={open} title={shareSheetText.title} onClose={onClose}>
      <ul className={styles.options}>
        {share && (
          <li>
            <button
              type="button"
              className={styles.option}
              onClick={() =>
                run(async () => {
                  try {
                    await share({ title: options.title, url: options.url });
                  } catch (error) {
                    if (!isShareDismissed(error)) snackbar.show(shareSheetText.failed);
                  }
                })
              }
            >
              {shareSheetText.toFriends}
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className={styles.option}
            onClick={() => copy(options.url, 'copy.done')}
          >
            {shareSheetText.copyLink}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.option}
            aria-describedby={hintId}
            onClick={() => copy(options.embed, 'copy.embedDone')}
          >
            {shareSheetText.embed}
          </button>
          <p id={hintId} className={styles.hint}>
            {shareSheetText.embedHint}
          </p>
        </li>
      </ul>
    </Dialog>
  );
}
