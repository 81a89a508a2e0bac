import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { AppHistory, AppLocation, NavigateOptions } from './history';

const RouterContext = createContext<AppHistory | null>(null);
const LocationContext = createContext<AppLocation | null>(null);

/**
 * Gives the app its router and re-renders it at every change of location. A change renders in a
 * transition: a screen whose code is still loading leaves the one before on screen until it is
 * in, rather than flashing a spinner, and a slow phone's main thread is yielded to as it renders.
 */
export function RouterProvider({
  router,
  children,
}: {
  readonly router: AppHistory;
  readonly children: ReactNode;
}) {
  const [location, setLocation] = useState(router.location);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setLocation(router.location));
    const stop = router.listen(follow);
    // A move made between the first render and now (a redirect at boot) is not missed.
    follow();
    return stop;
  }, [router]);
  return (
    <RouterContext value={router}>
      <LocationContext value={location}>{children}</LocationContext>
    </RouterContext>
  );
}

/**
 * Shows `children` at `location` rather than the current one: a hidden kept-alive view keeps
 * reading the address it was left at, not the one the visitor moved on to.
 */
export function LocationProvider({
  location,
  children,
}: {
  readonly location: AppLocation;
  readonly children: ReactNode;
}) {
  return <LocationContext value={location}>{children}</LocationContext>;
}

/** The app's router (see {@link RouterProvider}). */
export function useRouter(): AppHistory {
  const router = use(RouterContext);
  if (router === null) throw new Error('useRouter needs a RouterProvider above it');
  return router;
}

/** The location this part of the app shows. */
export function useLocation(): AppLocation {
  const location = use(LocationContext);
  if (location === null) throw new Error('useLocation needs a RouterProvider above it');
  return location;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** Moves to another address of the app (see {@link AppHistory.navigate}); stable across renders. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The query of the location this part of the app shows. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
