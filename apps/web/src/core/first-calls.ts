import type { AppStore } from './store/make-store';

/**
 * Starts a screen's first API calls for the address it opens at (`search`: the query string),
 * with the same arguments as its hooks, so that they find the replies in flight or cached.
 */
export type FirstCalls = (store: Pick<AppStore, 'dispatch' | 'getState'>, search: string) => void;
