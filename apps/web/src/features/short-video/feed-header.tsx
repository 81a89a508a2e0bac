import { BackIcon, IconButton } from '@video/ui';
import styles from './feed-header.module.css';
import { shortVideoText } from './short-video-text';

export interface FeedHeaderProps {
  readonly onBack: () => void;
  /** 定时更新 has no content yet: the screen only says so. */
  readonly onOtherTab: () => void;
}

/** The bar over the feed: back to home, and the channels 为你推荐 (shown) and 定时更新. */
export function FeedHeader({ onBack, onOtherTab }: FeedHeaderProps) {
  return (
    <header className={styles.header}>
      <IconButton label={shortVideoText.back} className={styles.back} onClick={onBack}>
        <BackIcon />
      </IconButton>
      <div role="tablist" aria-label={shortVideoText.tabs} className={styles.tabs}>
        <button type="button" role="tab" aria-selected="true" className={styles.tab}>
          {shortVideoText.recommended}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected="false"
          className={styles.tab}
          onClick={onOtherTab}
        >
          {shortVideoText.timed}
        </button>
      </div>
    </header>
  );
}
