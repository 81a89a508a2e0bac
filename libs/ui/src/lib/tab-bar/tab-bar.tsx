import type { MouseEvent } from 'react';
import { uiText } from '../copy';
import { isPlainClick } from '../plain-click';
import styles from './tab-bar.module.css';

/** One tab of the bottom bar, from the app's tab config. */
export interface TabBarTab {
  /** Identifies the tab for `active` and `dots`, e.g. the route name `home`. */
  readonly key: string;
  /** The label under the icon. */
  readonly name: string;
  /** Icon URL shown while the tab is active. */
  readonly image: string;
  /** Icon URL shown while it is not. */
  readonly imageGray: string;
  /** Where the tab leads; the link's `href`. */
  readonly url: string;
}

export interface TabBarProps<T extends TabBarTab> {
  tabs: readonly T[];
  /** Key of the current tab. */
  active: string;
  /** Keys of tabs showing a notification dot. */
  dots?: readonly string[];
  /**
   * A plain tap on a tab. The default navigation is already prevented: the app routes.
   * Modified clicks (new tab, new window) are left to the browser and not reported.
   */
  onNavigate: (tab: T, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The fixed bottom bar of the six main tabs. */
export function TabBar<T extends TabBarTab>({
  tabs,
  active,
  dots = [],
  onNavigate,
}: TabBarProps<T>) {
  return (
    <nav className={styles.bar} aria-label={uiText.tabBar}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const isActive = tab.key === active;
          return (
            <li key={tab.key} className={styles.item}>
              <a
                href={tab.url}
                className={styles.link}
                aria-current={isActive ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(tab, event);
                }}
              >
                <img
                  className={styles.icon}
                  src={isActive ? tab.image : tab.imageGray}
                  alt=""
                  width={24}
                  height={24}
                />
                <span className={styles.name}>{tab.name}</span>
                {dots.includes(tab.key) && (
                  <span className={styles.dot} role="img" aria-label={uiText.tabDot} />
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
