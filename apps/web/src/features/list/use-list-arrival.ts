import { useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router-dom';
import type { ListEvent, Video } from '@video/domain';
import { parseListFilter } from './list-filter';

/** Links from home mark their entry with `{ from: 'home' }` (the home screen's router state). */
function isFromHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'from' in state && state.from === 'home';
}

/**
 * Keeps the kept-alive list in step with the entry it is shown at. A new entry from home starts
 * over with that link's category and sort; another new entry (a link from elsewhere) switches to
 * its filter if it differs; coming back to the entry the list was left at changes nothing, so
 * the list and its scroll offset are as the visitor left them.
 */
export function useListArrival(location: Location, dispatch: (event: ListEvent<Video>) => void) {
  const handledKey = useRef(location.key);

  // Before paint, so the old list never flashes at its old offset before the reset.
  useLayoutEffect(() => {
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const filter = parseListFilter(location.search);
    if (isFromHome(location.state)) dispatch({ type: 'reset', filter });
    else dispatch({ type: 'queryChanged', ...filter });
  }, [location, dispatch]);
}
