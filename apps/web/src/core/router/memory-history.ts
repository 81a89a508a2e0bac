import {
  type AppHistory,
  type AppLocation,
  entryKey,
  FIRST_ENTRY_KEY,
  resolveAddress,
} from './history';
import { listeners } from '../listeners';

/** Resolves addresses of the memory history; only their path, query and fragment are kept. */
const ORIGIN = 'http://app.invalid';

/** The app's router over a history kept in memory (tests, and anywhere without a window). */
export function memoryHistory(first = '/'): AppHistory {
  const changes = listeners();
  const entries: AppLocation[] = [
    { ...resolveAddress(first, ORIGIN), state: null, key: FIRST_ENTRY_KEY },
  ];
  let index = 0;

  return {
    get location() {
      return entries[index];
    },
    navigate(to, options = {}) {
      const current = entries[index];
      const base = `${ORIGIN}${current.pathname}${current.search}${current.hash}`;
      const next = { ...resolveAddress(to, base), state: options.state ?? null, key: entryKey() };
      if (options.replace === true) entries[index] = next;
      else {
        index += 1;
        entries.splice(index, entries.length - index, next);
      }
      changes.notify();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      changes.notify();
    },
    canGoBack() {
      return index > 0;
    },
    listen: changes.add,
  };
}
