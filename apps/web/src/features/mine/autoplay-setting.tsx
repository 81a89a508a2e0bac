import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { useServices } from '../../core/services';
import styles from './settings-dialog.module.css';

/**
 * 自动连播: when a film ends, the next from 猜你喜欢 starts after a countdown. A switch, on by
 * default, stored at once.
 */
export function AutoplaySetting() {
  const { storage } = useServices();
  const on = useStoredValue(storage, storageKeys.autoplayNext);
  return (
    <label className={styles.setting}>
      <span className={styles.settingName}>自动连播</span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={on}
        onChange={(event) => storage.set(storageKeys.autoplayNext, event.target.checked)}
      />
    </label>
  );
}
