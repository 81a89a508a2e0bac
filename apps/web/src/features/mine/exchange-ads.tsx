import { useGetAdsQuery } from '@video/api-client/react';
import { AdBanner } from '@video/ui';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import styles from './exchange-ads.module.css';
import { useAdLinkOpener } from './use-ad-link-opener';

/**
 * The exchange links (adinfo/USER) as small ad tiles, one opened within the last day shown
 * faded; nothing when ads are off or none load.
 */
export function ExchangeAds() {
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const { data: ads } = useGetAdsQuery('USER', { skip: !adsEnabled });
  const { loadImage } = useServices();
  const opener = useAdLinkOpener();
  if (!adsEnabled || !ads?.length) return null;
  return (
    <section className={styles.ads} aria-label="精选推荐">
      {ads.map((ad, index) => (
        <div
          key={`${index}-${ad.url}`}
          className={styles.tile}
          data-opened={opener.openedRecently(ad.url) || undefined}
        >
          <AdBanner ad={ad} load={loadImage} onOpen={(opened) => opener.open(opened.url)} />
        </div>
      ))}
    </section>
  );
}
