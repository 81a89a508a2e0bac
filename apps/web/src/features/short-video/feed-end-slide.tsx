import type { ListStatus } from '@video/domain';
import { Spinner } from '@video/ui';
import styles from './feed-end-slide.module.css';
import { shortVideoText } from './short-video-text';

export interface FeedEndSlideProps {
  /** The list's status: more coming, the next page failed, or the last page is in. */
  readonly status: ListStatus;
  readonly onRetry: () => void;
}

/** The slide after the last video: the next page loading, its failure with a retry, or no more. */
export function FeedEndSlide({ status, onRetry }: FeedEndSlideProps) {
  return (
    <div className={styles.end}>
      {status === 'finished' ? (
        <>
          <p className={styles.finished}>{shortVideoText.finished}</p>
          <p className={styles.hint}>{shortVideoText.finishedHint}</p>
        </>
      ) : status === 'error' ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {shortVideoText.listError}
        </button>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
