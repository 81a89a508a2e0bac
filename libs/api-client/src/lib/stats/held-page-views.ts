import type { PageViewTracker } from './page-view-tracker';

/** Whether the network can be reached, and when that may have changed. */
export interface ReachableState {
  isOnline(): boolean;
  /** Calls `onChange` whenever `isOnline` may have changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** Views made offline wait for the network, this many at most: the latest are kept. */
export const MAX_HELD_PAGE_VIEWS = 50;
/**
 * Nor longer than a day: the stats service counts visits as they happen, and a view that old
 * would count on a day it does not belong to.
 */
export const MAX_HELD_PAGE_VIEW_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * `tracker` for a visitor who may be offline (a film kept for the subway): a view made offline
 * waits, with the time it was made, and goes once the network is back; past
 * {@link MAX_HELD_PAGE_VIEWS} or {@link MAX_HELD_PAGE_VIEW_AGE_MS} it is dropped.
 */
export function heldWhileOffline(
  tracker: PageViewTracker,
  online: ReachableState,
  now: () => number = Date.now,
): PageViewTracker {
  const held: { path: string; ts: number }[] = [];
  online.subscribe(() => {
    if (!online.isOnline()) return;
    const oldest = now() - MAX_HELD_PAGE_VIEW_AGE_MS;
    for (const { path, ts } of held.splice(0)) if (ts >= oldest) tracker.track(path, ts);
  });
  return {
    track(path, ts = now()) {
      if (online.isOnline()) {
        tracker.track(path, ts);
        return;
      }
      held.push({ path, ts });
      if (held.length > MAX_HELD_PAGE_VIEWS) held.shift();
    },
  };
}
