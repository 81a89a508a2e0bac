import { BLOCK_COVER_RATIO } from '@video/domain';
import { Spinner, toCssRatio } from '@video/ui';
import styles from './feed-loading.module.css';
import slotStyles from './feed-video-slot.module.css';

/**
 * The feed before its first clip can show: the stage a clip's cover stands on until its first
 * frame, with the cover's box (whole, across the middle) empty and a spinner over it. `lead`
 * marks the box as the lead image's: the outline fills it with the shared clip's cover.
 */
export function FeedLoading({ lead }: { readonly lead?: boolean }) {
  return (
    <div className={slotStyles.poster}>
      <span
        className={styles.cover}
        style={{ aspectRatio: toCssRatio(BLOCK_COVER_RATIO) }}
        data-lead={lead ? '' : undefined}
      />
      <div className={styles.spinner}>
        <Spinner />
      </div>
    </div>
  );
}
