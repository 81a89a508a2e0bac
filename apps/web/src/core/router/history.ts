/** Where the visitor is: one entry of the session's history. */
export interface AppLocation {
  readonly pathname: string;
  /** The query with its `?`, or ''. */
  readonly search: string;
  /** The fragment with its `#`, or ''. */
  readonly hash: string;
  /** What the link that made the entry attached to it (e.g. `{ from: 'home' }`), else null. */
  readonly state: unknown;
  /** Unique per entry, and kept when the visitor comes back to it; 'default' for the first one. */
  readonly key: string;
}

export interface NavigateOptions {
  /** Replaces the current entry instead of adding one, so back skips it. */
  readonly replace?: boolean;
  readonly state?: unknown;
}

/**
 * The app's router: the session's history as the screens see it. A screen moves with
 * {@link AppHistory.navigate} and {@link AppHistory.back}; the shell re-renders on every change.
 */
export interface AppHistory {
  readonly location: AppLocation;
  /** Goes to `to` (an address inside the app, resolved against the current one). */
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  /** One step back (the browser's back button). */
  readonly back: () => void;
  /** Whether a step back stays in the app: false on the entry the visitor arrived at. */
  readonly canGoBack: () => boolean;
  /** Calls `listener` after every change of location; returns the unsubscribe. */
  readonly listen: (listener: () => void) => () => void;
}

/** The key of the entry the session started with. */
export const FIRST_ENTRY_KEY = 'default';

/** A short random key, unique enough among one session's entries. */
export function entryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The parts of `to` resolved against `base` (a full URL). */
export function resolveAddress(
  to: string,
  base: string,
): Pick<AppLocation, 'pathname' | 'search' | 'hash'> {
  const { pathname, search, hash } = new URL(to, base);
  return { pathname, search, hash };
}

/** `pathname + search + hash`: the address as a link shows it. */
export function addressOf(location: Pick<AppLocation, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
