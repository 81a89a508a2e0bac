import { followViewportHeight, supportsDynamicViewportUnits } from '../../core/viewport-height';
import { startStore } from './start-store';
import type { EarlyStart } from './early-start';
import type { renderApp } from './render';
import { showRenderFailure } from './render-failure';

/**
 * Starts the app in `container`, carrying on from what the start before the framework began:
 * the store, which takes the arrival calls over, now; the first render with `renderer` (React DOM
 * and the shell, downloading beside this module) once the first screen's code is in.
 */
export function startApp(
  container: HTMLElement,
  early: EarlyStart,
  renderer: Promise<{ readonly renderApp: typeof renderApp }>,
): void {
  // Before the first render: full-screen layouts need the visible height where dvh is missing.
  followViewportHeight({
    window,
    root: document.documentElement,
    supportsDvh: supportsDynamicViewportUnits(),
  });
  void startStore(early)
    .then(async (booted) => {
      const { renderApp } = await renderer;
      renderApp(container, booted);
    })
    .catch((error: unknown) => {
      console.error('the app could not be loaded', error);
      showRenderFailure(container, () => window.location.reload());
    });
}
