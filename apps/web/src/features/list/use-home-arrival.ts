import { useState } from 'react';
import type { Location } from 'react-router-dom';

/** Links from home mark their entry with `{ from: 'home' }` (the state of its history entry). */
function isFromHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'from' in state && state.from === 'home';
}

/**
 * The key of the latest history entry the kept-alive list was opened at from home: a new one
 * starts the list over, even with the category and sort it already shows. Another new entry (a
 * link from elsewhere, a filter change) keeps it, and so does coming back to an entry the list
 * was left at, so the list and its scroll offset stay as the visitor left them.
 */
export function useHomeArrival(location: Location): string {
  const [arrival, setArrival] = useState(location.key);
  // Adjusted while rendering, so that the old list never paints at its old offset first.
  if (isFromHome(location.state) && location.key !== arrival) setArrival(location.key);
  return arrival;
}
