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
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
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
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await loadOnce() };
      } catch (error) {
        throw new ScreenLoadError(error, () => {
          retryFailedStylesheets(document);
          current = attempt();
        });
      }
    });
  let current = attempt();

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
