import { afterLoadWhenIdle } from '../../core/after-load-idle';
import type { UpdateOffer } from '../../core/update-offer';

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
      const update = registerSW({
        immediate: true,
        onNeedRefresh: () => offer.offer(() => update(true)),
        onRegisterError: (error: unknown) => console.warn('service worker not registered', error),
      });
    } catch (error) {
      console.warn('service worker not registered', error);
    }
  };
  afterLoadWhenIdle(() => void register());
}
