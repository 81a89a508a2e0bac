import type { MouseEvent, ReactNode } from 'react';
import { uiText } from '../copy';
import { isPlainClick } from '../plain-click';
import styles from './tab-bar.module.css';

/** One tab of the bottom bar, from the app's tab config. */
interface TabBarTabBase {
  /** Identifies the tab for `active` and `dots`, e.g. the route name `home`. */
  readonly key: string;
  /** The label under the icon. */
  readonly name: string;
  /** Where the tab leads; the link's `href`. */
  readonly url: string;
}

/** The icon as images, as a tab config names them (`image`, `image_gray`). */
interface ImageIcon {
  /** Icon URL shown while the tab is active. */
  readonly image: string;
  /** Icon URL shown while it is not. */
  readonly imageGray: string;
  readonly icon?: never;
}

/**
 * The icon drawn inline (an `<svg>` whose paint is `currentColor`), in the label's colour: the
 * accent while the tab is active. Cheaper than images for an app's own icons: an SVG shown as an
 * image is a document of its own to create, ≈ 20 ms each of a slow phone's main thread.
 */
interface InlineIcon {
  readonly icon: ReactNode;
  readonly image?: never;
  readonly imageGray?: never;
}

export type TabBarTab = TabBarTabBase & (ImageIcon | InlineIcon);

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
                // Names the tab, for a page that marks the current one before any script has run.
                data-tab={tab.key}
                aria-current={isActive ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(tab, event);
                }}
              >
                {tab.icon === undefined ? (
                  <img
                    className={styles.icon}
                    src={isActive ? tab.image : tab.imageGray}
                    alt=""
                    width={24}
                    height={24}
                  />
                ) : (
                  <span className={styles.icon} aria-hidden="true">
                    {tab.icon}
                  </span>
                )}
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
