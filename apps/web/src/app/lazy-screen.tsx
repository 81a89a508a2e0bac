import { type ComponentType, lazy, useState } from 'react';
import { retryFailedStylesheets } from './retry-failed-stylesheets';
import { ScreenLoadError } from './screen-load-error';

/** A screen whose code loads on demand. */
export interface LazyScreen {
  readonly Screen: ComponentType;
  /**
   * Downloads the code now; resolves (never rejects) once it is there or failed. A screen
   * whose code is there renders at once, without suspending: no spinner flash on a first visit.
   */
  preload(): Promise<void>;
}

/**
 * A screen whose code loads on first render or {@link LazyScreen.preload}, and, unlike a bare
 * `React.lazy`, can be loaded again after a failure: `lazy` keeps a rejected import for good, so
 * one offline tap would break the screen until a reload. The failure surfaces as a
 * {@link ScreenLoadError}; once its `prepareRetry` ran (the error boundary's retry), the next
 * render loads afresh. Not before: React re-renders at once after an error, which would load
 * again and again while offline.
 *
 * Some engines keep a failed module import for the life of the page (older Chromium and
 * WebKit): there the second try fails at once without touching the network. So a retry that
 * fails again while the browser is online reloads the page, the one way to fetch that code
 * again; offline it says so once more, and the next tap tries again.
 */
export function lazyScreen(
  load: () => Promise<ComponentType>,
  reloadPage: () => void = () => window.location.reload(),
): LazyScreen {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const attempt = (isRetry: boolean) =>
    lazy(async () => {
      try {
        return { default: await loadOnce() };
      } catch (error) {
        if (isRetry && navigator.onLine !== false) {
          reloadPage();
          // The page goes away; until then the screen keeps its loading state.
          return new Promise<never>(() => undefined);
        }
        throw new ScreenLoadError(error, () => {
          retryFailedStylesheets(document);
          current = attempt(true);
        });
      }
    });
  let current = attempt(false);

  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the screen and lose its state.
    const [Component] = useState(() => loaded ?? current);
    return <Component />;
  }
  return {
    Screen,
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined, // the render reports it, with a retry
      ),
  };
}
