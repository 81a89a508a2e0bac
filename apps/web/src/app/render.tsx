import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { browserHistory } from '../core/router';
import { App } from './app';
import { BootError } from './boot-error';
import type { Booted, BootFailed } from './boot';
import { registerServiceWorker } from './service-worker';

/**
 * The renderer's half of the start (React DOM, the router, the shell), loaded beside the boot
 * module: renders the app once both are in, or the boot error in Chinese when the config could
 * not be used.
 */
export function renderApp(container: HTMLElement, booted: Booted | BootFailed): void {
  const root = createRoot(container);
  if (!booted.ok) {
    root.render(<BootError problems={booted.problems} />);
    return;
  }
  const { store, services, navigator } = booted;
  const router = browserHistory();
  navigator.handOver((path) => router.navigate(path, { replace: true }));
  // A transition renders in slices that yield to the browser every few milliseconds, so the
  // first screen never holds a slow phone's main thread in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} services={services} router={router} />
      </StrictMode>,
    );
  });
  registerServiceWorker(services.updateOffer);
}
