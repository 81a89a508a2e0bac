import { useGetAdsQuery } from '@video/api-client/react';
import { AdBanner } from '@video/ui';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import styles from './exchange-ads.module.css';

/** The exchange links (adinfo/USER) as small ad tiles; nothing when ads are off or none load. */
export function ExchangeAds() {
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const { data: ads } = useGetAdsQuery('USER', { skip: !adsEnabled });
  const { loadImage, openExternal } = useServices();
  if (!adsEnabled || !ads?.length) return null;
  return (
    <section className={styles.ads} aria-label="精选推荐">
      {ads.map((ad, index) => (
        <AdBanner
          key={`${index}-${ad.url}`}
          ad={ad}
          load={loadImage}
          onOpen={(opened) => openExternal(opened.url)}
        />
      ))}
    </section>
  );
}
