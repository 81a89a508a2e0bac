import { useState, useSyncExternalStore } from 'react';
import { inIframe } from '../../core/platform';
import { useServices } from '../../core/services';
import styles from './settings-dialog.module.css';

const LABEL = '添加到主屏幕';

/** What to do where the browser has no prompt of its own. */
const INSTRUCTIONS = {
  ios: '在 Safari 中点底部的“分享”按钮，再选“添加到主屏幕”。',
  menu: '打开浏览器菜单，选“添加到主屏幕”或“安装应用”。在微信中请先选“在浏览器中打开”。',
} as const;

/**
 * 添加到主屏幕: the browser's install prompt where it has one (Android), the steps where it does
 * not (iOS Safari, in-app browsers); nothing once the app runs from the home screen, nor inside
 * another page's frame (the browser would install that page).
 */
export function InstallSetting() {
  const { install, snackbar } = useServices();
  const way = useSyncExternalStore(install.subscribe, install.way);
  const [steps, setSteps] = useState(false);
  if (way === 'installed' || inIframe(window)) return null;

  const onClick = async () => {
    if (way !== 'prompt') {
      setSteps((shown) => !shown);
      return;
    }
    if (await install.prompt()) snackbar.show('已添加到主屏幕');
  };
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.action}
        aria-expanded={way === 'prompt' ? undefined : steps}
        onClick={() => void onClick()}
      >
        {LABEL}
      </button>
      {steps && way !== 'prompt' && <p className={styles.steps}>{INSTRUCTIONS[way]}</p>}
    </li>
  );
}
