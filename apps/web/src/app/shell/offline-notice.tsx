import { format } from '@video/domain';
import { useOnline } from '../../core/online-status';
import styles from './offline-notice.module.css';

/**
 * While the device is offline: a line over the screen saying that what shows is what was last
 * loaded (the service worker answers from its cache). Back online it goes, and screens ask again.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className={styles.region}>
      {!online && <p className={styles.notice}>{format('offline.notice')}</p>}
    </div>
  );
}
