import { useId } from 'react';
import { dataSaverChoice } from '@video/domain';
import { storageKeys } from '@video/storage';
import { useDataSaver } from '../../core/data-saver';
import { useServices } from '../../core/services';
import styles from './settings-dialog.module.css';

/**
 * 省流模式: films start on their lowest 清晰度, the feed loads the clip on screen only, nothing loads
 * ahead, 自动连播 asks first. On by itself where the browser saves data (Save-Data); a tap stores
 * the visitor's own choice, which then holds either way.
 */
export function DataSaverSetting() {
  const { storage } = useServices();
  const on = useDataSaver();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.setting}>
      <label htmlFor={id} className={styles.settingName}>
        省流模式
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={on}
        aria-describedby={hintId}
        onChange={(event) =>
          storage.set(storageKeys.dataSaver, dataSaverChoice(event.target.checked))
        }
      />
      <span id={hintId} className={styles.hint}>
        低清晰度播放，不预加载
      </span>
    </div>
  );
}
