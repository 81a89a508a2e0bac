import { createContext, type ReactNode, use, useState } from 'react';
import type { Location } from 'react-router-dom';
import { useServices } from './services';

const NavigationTimeContext = createContext<number | null>(null);

/**
 * Provides when the visitor asked for the current location, on the services' clock: the page's
 * opening (navigation start) for the location the page was opened at, the moment of the change
 * for every later one, going back included. A screen's code and data load after that moment,
 * and the time they take is time the visitor already waited.
 */
export function NavigationTimeProvider({
  location,
  children,
}: {
  readonly location: Location;
  readonly children: ReactNode;
}) {
  const { now, pageOpenedAt } = useServices();
  const [current, setCurrent] = useState({ key: location.key, at: pageOpenedAt });
  let at = current.at;
  if (current.key !== location.key) {
    // Adjusting state while rendering: the new screen reads the new time in the same commit.
    at = now();
    setCurrent({ key: location.key, at });
  }
  return <NavigationTimeContext value={at}>{children}</NavigationTimeContext>;
}

/** When the visitor asked for the current location (see {@link NavigationTimeProvider}). */
export function useNavigationTime(): number {
  const at = use(NavigationTimeContext);
  const { now } = useServices();
  return at ?? now();
}
