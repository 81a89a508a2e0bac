import {
  type AppHistory,
  type AppLocation,
  addressOf,
  entryKey,
  FIRST_ENTRY_KEY,
  resolveAddress,
} from './history';
import { listeners } from '../listeners';

/**
 * What the app keeps in `history.state` for each entry: the link's state, the entry's key, and
 * its index in the session, so that back can tell whether an entry before it is the app's.
 * (The same shape as React Router's, so that entries made by an older version of the app still
 * read.)
 */
interface EntryState {
  readonly usr: unknown;
  readonly key: string;
  readonly idx: number;
}

function readEntry(state: unknown): EntryState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { usr, key, idx } = state as Partial<EntryState>;
  if (typeof idx !== 'number' || !Number.isInteger(idx) || idx < 0) return null;
  return { usr: usr ?? null, key: typeof key === 'string' ? key : FIRST_ENTRY_KEY, idx };
}

/**
 * The app's router over the browser's history (`pushState` and `popstate`). An entry the app did
 * not make (the first one, a fragment link) is numbered when met: the first 0, any other one
 * after the entry the visitor came from. It follows the browser until `signal` aborts (the app's
 * lasts as long as the page).
 */
export function browserHistory(win: Window = window, signal?: AbortSignal): AppHistory {
  const changes = listeners();

  const stamp = (idx: number, key: string): EntryState => {
    const entry: EntryState = { usr: null, key, idx };
    win.history.replaceState(entry, '');
    return entry;
  };
  const locationOf = (entry: EntryState): AppLocation => ({
    ...resolveAddress(win.location.href, win.location.href),
    state: entry.usr,
    key: entry.key,
  });

  let entry = readEntry(win.history.state) ?? stamp(0, FIRST_ENTRY_KEY);
  let location = locationOf(entry);

  win.addEventListener(
    'popstate',
    (event) => {
      entry = readEntry(event.state) ?? stamp(entry.idx + 1, entryKey());
      location = locationOf(entry);
      changes.notify();
    },
    { signal },
  );

  return {
    get location() {
      return location;
    },
    navigate(to, options = {}) {
      const address = resolveAddress(to, win.location.href);
      const replace = options.replace === true;
      entry = {
        usr: options.state ?? null,
        key: entryKey(),
        idx: replace ? entry.idx : entry.idx + 1,
      };
      if (replace) win.history.replaceState(entry, '', addressOf(address));
      else win.history.pushState(entry, '', addressOf(address));
      location = { ...address, state: entry.usr, key: entry.key };
      changes.notify();
    },
    back() {
      win.history.back();
    },
    canGoBack() {
      return entry.idx > 0;
    },
    listen: changes.add,
  };
}
