import { useState } from 'react';
import { format } from '@video/domain';
import { type StorageKey, storageKeys } from '@video/storage';
import { Dialog } from '@video/ui';
import { useServices } from '../../core/services';
import { AutoplaySetting } from './autoplay-setting';
import { ColorSchemeSetting } from './color-scheme-setting';
import { DataSaverSetting } from './data-saver-setting';
import { InstallSetting } from './install-setting';
import styles from './settings-dialog.module.css';

interface ClearAction {
  readonly label: string;
  readonly question: string;
  readonly done: string;
  readonly key: StorageKey<unknown>;
}

/** What the settings can clear; each asks before it does. */
const CLEAR_ACTIONS: readonly ClearAction[] = [
  {
    label: '清除搜索历史',
    question: '确定清除全部搜索历史吗？',
    done: '已清除搜索历史',
    key: storageKeys.listStr,
  },
  {
    label: '清除观看历史',
    question: '确定清除全部观看历史吗？',
    done: '已清除观看历史',
    key: storageKeys.history,
  },
];

export interface SettingsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * 设置: the colour scheme, 自动连播, 省流模式, adding the app to the home screen, clearing the search or watch history (after a confirmation), and the
 * version.
 */
export function SettingsDialog({ open, onClose }: SettingsDialogProps) {
  return (
    <Dialog open={open} title={format('mine.settings')} onClose={onClose}>
      <SettingsList />
    </Dialog>
  );
}

function SettingsList() {
  const { storage, snackbar, config } = useServices();
  const [asking, setAsking] = useState<ClearAction | null>(null);

  const clear = (action: ClearAction) => {
    storage.remove(action.key);
    setAsking(null);
    snackbar.show(action.done);
  };

  return (
    <ul className={styles.list}>
      <li className={styles.item}>
        <ColorSchemeSetting />
      </li>
      <li className={styles.item}>
        <AutoplaySetting />
      </li>
      <li className={styles.item}>
        <DataSaverSetting />
      </li>
      <InstallSetting />
      {CLEAR_ACTIONS.map((action) => (
        <li key={action.label} className={styles.item}>
          {asking === action ? (
            <div className={styles.confirm} role="group" aria-label={action.label}>
              <p className={styles.question}>{action.question}</p>
              <button type="button" className={styles.cancel} onClick={() => setAsking(null)}>
                取消
              </button>
              <button type="button" className={styles.danger} onClick={() => clear(action)}>
                确定
              </button>
            </div>
          ) : (
            <button type="button" className={styles.action} onClick={() => setAsking(action)}>
              {action.label}
            </button>
          )}
        </li>
      ))}
      <li className={styles.version}>
        <span>{format('mine.version')}</span>
        <span>{config.version}</span>
      </li>
    </ul>
  );
}
