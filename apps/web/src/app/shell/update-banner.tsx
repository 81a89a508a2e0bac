import { useSyncExternalStore } from 'react';
import { format } from '@video/domain';
import type { UpdateOffer } from '../../core/update-offer';
import styles from './update-banner.module.css';

/**
 * 有新版本，点击刷新: shown while a new deploy waits. Only the visitor's tap reloads, so a film
 * that is playing is never cut off by an update.
 */
export function UpdateBanner({ offer }: { readonly offer: UpdateOffer }) {
  const waiting = useSyncExternalStore(offer.subscribe, offer.getSnapshot, () => false);
  if (!waiting) return null;
  return (
    <button type="button" className={styles.banner} onClick={() => offer.accept()}>
      {format('update.available')}
    </button>
  );
}
