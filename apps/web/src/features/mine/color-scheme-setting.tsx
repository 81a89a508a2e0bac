import { type ColorSchemeChoice, storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { type Choice, ChoiceTags } from '@video/ui';
import { useServices } from '../../core/services';
import styles from './settings-dialog.module.css';

const LABEL = '深色模式';

const CHOICES: readonly Choice<ColorSchemeChoice>[] = [
  { value: 'system', label: '跟随系统' },
  { value: 'light', label: '浅色' },
  { value: 'dark', label: '深色' },
];

/**
 * 深色模式: follow the system, or always light or dark. Stored at once; the page switches
 * colours as soon as the choice is stored (see `followColorScheme`), in every open tab.
 */
export function ColorSchemeSetting() {
  const { storage } = useServices();
  const choice = useStoredValue(storage, storageKeys.colorScheme);
  return (
    <div className={styles.setting}>
      <span className={styles.settingName} aria-hidden="true">
        {LABEL}
      </span>
      <ChoiceTags
        label={LABEL}
        choices={CHOICES}
        value={choice}
        onChange={(next) => storage.set(storageKeys.colorScheme, next)}
      />
    </div>
  );
}
