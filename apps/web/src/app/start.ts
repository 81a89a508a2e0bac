import { installTrustedTypesPolicy } from '../core/trusted-types';
import { followViewportHeight, supportsDynamicViewportUnits } from '../core/viewport-height';
import { boot } from './boot';
import { showRenderFailure } from './render-failure';

/**
 * Starts the app in `container`: the config, the store and the first calls now, and the first
 * render once React DOM and the shell are in as well (index.html preloads them, so they download
 * beside this module).
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
  const booted = boot();
  import('./render').then(
    async ({ renderApp }) => renderApp(container, await booted),
    (error: unknown) => {
      console.error('the app could not be loaded', error);
      showRenderFailure(container, () => window.location.reload());
    },
  );
}
