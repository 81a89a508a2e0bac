import type { PageAddress } from './unlock-link';

/**
 * The page's own address and the one navigation that leaves the app (the unlock landing's
 * redirect). An object rather than `window.location` calls so that tests can stub it: jsdom
 * cannot navigate, and its host is never a share host.
 */
export const pageLocation = {
  address(): PageAddress {
    return { protocol: window.location.protocol, host: window.location.host };
  },
  /** Leaves for `url` without a history entry, so back does not land on the redirect again. */
  replace(url: string): void {
    window.location.replace(url);
  },
};
