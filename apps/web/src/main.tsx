import '@video/ui/tokens.css';
import './styles.css';
import './boot-shell.css';
import { boot } from './app/boot';
import { showRenderFailure } from './app/render-failure';
import { installTrustedTypesPolicy } from './core/trusted-types';
import { followViewportHeight, supportsDynamicViewportUnits } from './core/viewport-height';

// First: the workers the app starts need it where the CSP enforces Trusted Types.
installTrustedTypesPolicy();
// Before the first render: full-screen layouts need the visible height where dvh is missing.
followViewportHeight({
  window,
  root: document.documentElement,
  supportsDvh: supportsDynamicViewportUnits(),
});
const container = document.getElementById('root');
if (container) {
  // The config, the store and the first calls start now; React DOM and the shell download
  // beside them (index.html preloads them) and render once both are in.
  const booted = boot();
  import('./app/render').then(
    async ({ renderApp }) => renderApp(container, await booted),
    (error: unknown) => {
      console.error('the app could not be loaded', error);
      showRenderFailure(container, () => window.location.reload());
    },
  );
}
