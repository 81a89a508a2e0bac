import { type ComponentType, lazy } from 'react';
import { retryFailedStylesheets } from './retry-failed-stylesheets';
import { ScreenLoadError } from './screen-load-error';

/**
 * A screen whose code loads on first render and, unlike a bare `React.lazy`, can be loaded again
 * after a failure: `lazy` keeps a rejected import for good, so one offline tap would break the
 * screen until a reload. The failure surfaces as a {@link ScreenLoadError}; once its
 * `prepareRetry` ran (the error boundary's retry), the next render loads afresh. Not before:
 * React re-renders at once after an error, which would load again and again while offline.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        throw new ScreenLoadError(error, () => {
          retryFailedStylesheets(document);
          current = attempt();
        });
      }
    });
  let current = attempt();
  return function LazyScreen() {
    const Screen = current;
    return <Screen />;
  };
}
