import { AD_RATIO, type Ad } from '@video/domain';
import { uiText } from '../copy';
import { type ImageLoader, LazyImage } from '../lazy-image';
import styles from './ad-banner.module.css';

export interface AdBannerProps {
  ad: Ad;
  load: ImageLoader;
  /** Load the image at once: for a banner in the first viewport. */
  priority?: boolean;
  /** A tap; the app decides how to open `ad.url`. */
  onOpen: (ad: Ad) => void;
}

/** An advertising banner at the product's banner ratio 2.3, marked 广告 to sight and to screen readers. */
export function AdBanner({ ad, load, priority = false, onOpen }: AdBannerProps) {
  const label = [uiText.ad, ad.title].filter(Boolean).join(' ');
  return (
    <button type="button" className={styles.banner} aria-label={label} onClick={() => onOpen(ad)}>
      <LazyImage image={ad.image} load={load} ratio={AD_RATIO} alt="" priority={priority} />
      <span className={styles.mark} aria-hidden="true">
        {uiText.ad}
      </span>
    </button>
  );
}
