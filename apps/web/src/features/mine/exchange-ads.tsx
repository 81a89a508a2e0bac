import { useArrivalQuery } from '@video/api-client/react';
import { AD_RATIO } from '@video/domain';
import { AdBanner, Skeleton } from '@video/ui';
import { exchangeAds } from '@video/routes';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import styles from './exchange-ads.module.css';
import { useAdLinkOpener } from './use-ad-link-opener';

/**
 * The exchange links (adinfo/USER) as small ad tiles, one opened within the last day shown
 * faded; two tiles' skeletons while they load; nothing when ads are off or none load.
 */
export function ExchangeAds() {
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const { data: ads, isError } = useArrivalQuery(exchangeAds, { skip: !adsEnabled });
  const { loadImage } = useServices();
  const opener = useAdLinkOpener();
  if (!adsEnabled || isError) return null;
  if (ads === undefined) return <ExchangeAdsSkeleton />;
  if (ads.length === 0) return null;
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

/**
 * Two tiles while the ads load, nothing yet to a screen reader; `lead` marks the first as the
 * lead image's box (the outline's).
 */
export function ExchangeAdsSkeleton({ lead }: { readonly lead?: boolean }) {
  return (
    <section className={styles.ads}>
      <div className={styles.tile}>
        <Skeleton ratio={AD_RATIO} lead={lead} />
      </div>
      <div className={styles.tile}>
        <Skeleton ratio={AD_RATIO} />
      </div>
    </section>
  );
}
