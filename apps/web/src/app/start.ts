import { installTrustedTypesPolicy } from '../core/trusted-types';
import { followViewportHeight, supportsDynamicViewportUnits } from '../core/viewport-height';
import { boot } from './boot';
import { showRenderFailure } from './render-failure';

/**
 * How long the first render waits at most for the screen's lead image. On a slow phone, React
 * DOM's evaluation and the first render hold the main thread for a few hundred milliseconds, and
 * every reply of the chain to the lead image (tags, banners, the image, its decryption) waited
 * behind them; the outline shows the image meanwhile. A slow network never holds the app longer.
 */
export const LEAD_IMAGE_HEAD_START_MS = 500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts the app in `container`: the config, the store and the first calls now; the first render
 * (React DOM and the shell, preloaded by index.html so that they download beside this module)
 * once the screen's lead image is in, or {@link LEAD_IMAGE_HEAD_START_MS} after the boot.
 */
export function startApp(container: HTMLElement): void {
  // First: the workers the app starts need it where the CSP enforces Trusted Types.
  installTrustedTypesPolicy();
  // Before the first render: full-screen layouts need the visible height where dvh is missing.
  followViewportHeight({
    window,
    root: document.documentElement,
    supportsDvh: supportsDynamicViewportUnits(),
  });
  void boot()
    .then(async (booted) => {
      if (booted.ok) await Promise.race([booted.leadImage, delay(LEAD_IMAGE_HEAD_START_MS)]);
      const { renderApp } = await import('./render');
      renderApp(container, booted);
    })
    .catch((error: unknown) => {
      console.error('the app could not be loaded', error);
      showRenderFailure(container, () => window.location.reload());
    });
}
