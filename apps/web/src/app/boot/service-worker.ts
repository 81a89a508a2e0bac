import { afterLoadWhenIdle } from '../../core/after-load-idle';
import type { UpdateOffer } from '../../core/update-offer';
import type { registerSW as registerSWType } from 'virtual:pwa-register';

/** vite-plugin-pwa's registration. */
type RegisterSW = typeof registerSWType;

/**
 * Registers the service worker once the page has loaded and the browser is idle, so that its
 * precaching never competes with the first screen's covers. A new deploy's worker is offered
 * through `offer`, never forced. Does nothing where service workers are unavailable (plain http
 * on a LAN address, old browsers) or in the dev server, which builds no worker.
 */
export function registerServiceWorker(offer: UpdateOffer): void {
  if (!('serviceWorker' in navigator)) return;
  // The registration code loads when it runs, not with the first screen's code. Failing to
  // load it (a flaky network) leaves the app as it is: it runs without a worker until next time.
  const register = async () => {
    try {
      const { registerSW } = await import('virtual:pwa-register');
      offerNewVersions(registerSW, offer, navigator.serviceWorker);
    } catch (error) {
      console.warn('service worker not registered', error);
    }
  };
  afterLoadWhenIdle(() => void register());
}

/**
 * Registers through `registerSW` and offers each new version; once it takes over (the visitor
 * accepted it here or in another tab), the page reloads into it. A page no worker runs (the
 * visitor's first visit: its worker installed after it loaded) reloads as soon as the visitor
 * accepts. The plugin's own reload is not used: it happens only where a worker already ran the
 * page when it registered, so on a first visit accepting a new version did nothing.
 */
export function offerNewVersions(
  registerSW: RegisterSW,
  offer: UpdateOffer,
  workers: Pick<ServiceWorkerContainer, 'addEventListener' | 'controller'>,
  reload: () => void = () => window.location.reload(),
): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      // The same listener is added once however often a version is offered.
      workers.addEventListener('controllerchange', reload, { once: true });
      offer.offer(async () => {
        await update(true);
        if (workers.controller === null) reload();
      });
    },
    onNeedReload: () => undefined,
    onRegisterError: (error: unknown) => console.warn('service worker not registered', error),
  });
}
