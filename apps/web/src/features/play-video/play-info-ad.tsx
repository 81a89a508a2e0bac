import { AD_RATIO } from '@video/domain';
import { AdBanner, Skeleton } from '@video/ui';
import { playInfoAds } from '@video/routes';
import { useServices } from '../../core/services';
import styles from './play-video-screen.module.css';
import { useRandomAd } from './use-random-ad';

/** The PLAYINFO ad under the video details; its box is kept while the ads load. */
export function PlayInfoAd() {
  const { loadImage, openExternal } = useServices();
  const { ad, settled } = useRandomAd(playInfoAds, true);
  if (settled && !ad) return null;
  return (
    <div className={styles.ad}>
      {ad ? (
        <AdBanner ad={ad} load={loadImage} priority onOpen={(opened) => openExternal(opened.url)} />
      ) : (
        <Skeleton ratio={AD_RATIO} />
      )}
    </div>
  );
}
