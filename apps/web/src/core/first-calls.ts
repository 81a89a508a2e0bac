import type { AppServices } from './services';
import type { AppStore } from './store/make-store';

/**
 * What first calls may use besides the store: the visitor's stored choices, and the image loader
 * to start the download of the screen's lead image as soon as its address is known.
 */
export type FirstCallServices = Pick<AppServices, 'storage' | 'startLeadImage'>;

/**
 * Starts a screen's first API calls for the address it opens at (`search`: the query string),
 * with the same arguments as its hooks, so that they find the replies in flight or cached.
 */
export type FirstCalls = (
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  search: string,
  services: FirstCallServices,
) => void;
