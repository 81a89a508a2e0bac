import type { Ad } from '@video/domain';
import { AdBanner } from '@video/ui';
import { useServices } from '../../core/services';
import styles from './feed-ad-slide.module.css';
import { shortVideoText } from './short-video-text';

export interface FeedAdSlideProps {
  readonly ad: Ad;
}

/** The full-screen ad between groups of short videos; the banner and 查看详情 open its link. */
export function FeedAdSlide({ ad }: FeedAdSlideProps) {
  const { loadImage, openExternal } = useServices();
  const open = () => openExternal(ad.url);
  return (
    <div className={styles.ad}>
      <div className={styles.card}>
        <AdBanner ad={ad} load={loadImage} priority onOpen={open} />
        {ad.title && <p className={styles.title}>{ad.title}</p>}
        <button type="button" className={styles.details} onClick={open}>
          {shortVideoText.adDetails}
        </button>
      </div>
      <p className={styles.next} aria-hidden="true">
        {shortVideoText.adNext}
      </p>
    </div>
  );
}
