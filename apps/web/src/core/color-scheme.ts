import { type ColorSchemeChoice, storageKeys, type TypedStorage } from '@video/storage';
import { listeners } from './listeners';

/** The colours a page is shown in. */
export type ColorScheme = 'light' | 'dark';

/** The system setting the 跟随系统 choice follows. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The scheme a choice shows: light or dark as chosen, else the system's. The pre-paint script
 * `public/boot-shell.js` applies the same rule before any module loads; keep the two in step.
 */
export function resolveColorScheme(choice: ColorSchemeChoice, systemDark: boolean): ColorScheme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** The scheme on screen, followed as the choice or the system setting changes. */
export interface ColorSchemeFollower {
  current(): ColorScheme;
  /** Calls `onChange` after the scheme on screen changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** Stops following (tests; the app follows for its lifetime). */
  stop(): void;
}

export interface ColorSchemeOptions {
  readonly storage: TypedStorage;
  /** Where the scheme is written, as `data-color-scheme` (the document's root element). */
  readonly root: HTMLElement;
  /** The system's dark preference; null where the browser cannot tell (light). */
  readonly systemDark: MediaQueryList | null;
}

/**
 * Keeps `data-color-scheme` on the root element, which the design tokens read, on the scheme
 * the visitor chose in 设置 (in this tab or another) or, for 跟随系统, the system's.
 */
export function followColorScheme({
  storage,
  root,
  systemDark,
}: ColorSchemeOptions): ColorSchemeFollower {
  const changes = listeners();
  const resolve = () =>
    resolveColorScheme(storage.get(storageKeys.colorScheme), systemDark?.matches ?? false);
  let scheme = resolve();
  root.dataset['colorScheme'] = scheme;

  const update = () => {
    const next = resolve();
    if (next === scheme) return;
    scheme = next;
    root.dataset['colorScheme'] = scheme;
    changes.notify();
  };
  const unsubscribeStorage = storage.subscribe(storageKeys.colorScheme, update);
  systemDark?.addEventListener('change', update);

  return {
    current: () => scheme,
    subscribe: changes.add,
    stop() {
      unsubscribeStorage();
      systemDark?.removeEventListener('change', update);
      changes.clear();
    },
  };
}

/** The system's dark preference, where the browser can report it. */
export function systemDarkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : null;
}
