import { useId } from 'react';
import { format } from '@video/domain';
import { Dialog, useTapGuard } from '@video/ui';
import { useServices } from '../../core/services';
import { copyText } from './copy-text';
import type { EmbeddedFilm } from '@video/domain';
import { type ShareOptions, shareOptions } from './share-options';
import styles from './share-sheet.module.css';
import { isShareDismissed, webShare } from './web-share';

/** The share sheet's own labels. */
export const shareSheetText = {
  title: '分享',
  toFriends: '分享给朋友',
  copyLink: '复制链接',
  embed: '嵌入',
  embedHint: '复制 <iframe> 代码，把视频放进你的网站',
  embedCopied: '已复制嵌入代码',
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
 * copied (已复制嵌入代码), where the config's `embedOrigins` lets some site frame it. Each closes
 * the sheet; a copy that fails says so.
 */
export function ShareSheet({ open, options, onClose }: ShareSheetProps) {
  const { snackbar, config } = useServices();
  // The player's page refuses every other site's frame unless the deploy names some.
  const embeddable = (config.embedOrigins?.length ?? 0) > 0;
  const share = webShare();
  const hintId = useId();
  const copy = async (text: string, done: string) => {
    // Straight from the tap: browsers allow copying only during the gesture.
    const copied = await copyText(text);
    snackbar.show(copied ? done : format('copy.failed'));
  };

  return (
    <Dialog open={open} title={shareSheetText.title} onClose={onClose}>
      <ul className={styles.options}>
        {share && (
          <li>
            <ShareOption
              label={shareSheetText.toFriends}
              onClose={onClose}
              action={async () => {
                try {
                  await share({ title: options.title, url: options.url });
                } catch (error) {
                  if (!isShareDismissed(error)) snackbar.show(shareSheetText.failed);
                }
              }}
            />
          </li>
        )}
        <li>
          <ShareOption
            label={shareSheetText.copyLink}
            onClose={onClose}
            action={() => copy(options.url, format('copy.done'))}
          />
        </li>
        {embeddable && (
          <li>
            <ShareOption
              label={shareSheetText.embed}
              describedBy={hintId}
              onClose={onClose}
              action={() => copy(options.embed, shareSheetText.embedCopied)}
            />
            <p id={hintId} className={styles.hint}>
              {shareSheetText.embedHint}
            </p>
          </li>
        )}
      </ul>
    </Dialog>
  );
}

/** One option of the sheet, under the tap rule of its own: it acts once, then the sheet closes. */
function ShareOption({
  label,
  describedBy,
  action,
  onClose,
}: {
  readonly label: string;
  readonly describedBy?: string;
  readonly action: () => Promise<void>;
  readonly onClose: () => void;
}) {
  const [run] = useTapGuard(async () => {
    await action();
    onClose();
  });
  return (
    <button type="button" className={styles.option} aria-describedby={describedBy} onClick={run}>
      {label}
    </button>
  );
}

export interface FilmShareSheetProps extends Omit<ShareSheetProps, 'options'> {
  readonly film: EmbeddedFilm & { readonly title: string };
  /** The page's address and origin at the tap: a feed's changes as the visitor swipes. */
  readonly at: { readonly url: string; readonly origin: string };
}

/** The sheet of `film`: its options (the `<iframe>` code among them) are made here, on the first tap. */
export function FilmShareSheet({ film, at, ...props }: FilmShareSheetProps) {
  return <ShareSheet {...props} options={shareOptions(film, at.url, at.origin)} />;
}
