import { Activity, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { describeThrown } from '@video/api-client';
import { KEEP_ALIVE_MAX } from '@video/domain';
import { routes, START_SCREEN } from '@video/routes';
import { SnackbarHost, Spinner, TabBar } from '@video/ui';
import { type Location, Navigate, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useBasePath } from '../../core/base-path';
import { documentTitle } from '../../core/document-title';
import { NavigationTimeProvider } from '../../core/navigation-time';
import { type AppRoute, routeAt } from '../screens';
import type { ScreenLoadError } from '../screen-load-error';
import { useServices } from '../../core/services';
import { useThemeColorFollowsScheme } from '../../core/theme-color';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { handedTokenAccepted, selectTakesHandedToken } from '../../core/store/session-slice';
import type { RootState } from '../../core/store/make-store';
import styles from './app-shell.module.css';
import { keepAlive, type KeptView } from './keep-alive';
import { tabs } from './tabs';
import { useLayoutFlags } from './use-layout-flags';
import { useNoticeDot } from './use-notice-dot';
import { useScrollMemory } from './use-scroll-memory';
import { OfflineNotice } from './offline-notice';
import { UpdateBanner } from './update-banner';
import { ViewBoundary } from './view-boundary';

const selectSession = (state: RootState) => state.session;

/**
 * The frame around every screen: the auth guard, kept-alive views with their scroll offsets, the
 * tab bar, the snackbar and page-view reports.
 */
export function AppShell() {
  const location = useLocation();
  const { config, snackbar, storage, trackPageView, updateOffer } = useServices();
  const session = useAppSelector(selectSession);
  const takesHandedToken = useAppSelector(selectTakesHandedToken);
  const dispatch = useAppDispatch();
  const route = routeAt(location.pathname);
  const [kept, setKept] = useState<readonly KeptView<Location>[]>([]);

  // `/` leads home, and without a token (when one is required) every screen but the vendor's
  // leads there; a route may forward elsewhere too (its `<name>-forward.ts` says where): the visitor
  // never sees the address they asked for. A token a link hands over counts as theirs at once.
  const redirect =
    location.pathname === '/'
      ? routes[START_SCREEN].href()
      : config.authRequired && !session.token && !takesHandedToken && route.name !== 'vendor'
        ? routes.vendor.href()
        : (route.forward?.({ pathname: location.pathname, storage, session }) ?? null);

  // The token is taken on the page the vendor route forwarded to (taken before, it would show
  // the vendor screen for a moment); the store persists it.
  const settled = redirect === null;
  useEffect(() => {
    if (takesHandedToken && settled) dispatch(handedTokenAccepted());
  }, [takesHandedToken, settled, dispatch]);

  // Showing a cached view records the location it shows; done while rendering so that the view
  // appears in the same commit (React's "adjust state on prop change" pattern).
  if (route.kept && redirect === null) {
    const next = keepAlive(kept, route.name, location, KEEP_ALIVE_MAX);
    if (next !== kept) setKept(next);
  }

  useScrollMemory(route.name, route.kept === true);
  const layout = useLayoutFlags();
  useThemeColorFollowsScheme();

  // A page view is reported for the page the visitor sees, not for an address that redirects.
  useEffect(() => {
    if (redirect === null && !route.untracked) {
      trackPageView(location.pathname);
    }
  }, [location.pathname, route.untracked, redirect, trackPageView]);

  // A screen with a fixed name gets it here; the others name the page themselves.
  useEffect(() => {
    if (route.title) document.title = documentTitle(route.title, config.siteName);
  }, [route.title, config.siteName]);

  if (redirect !== null) return <Navigate to={redirect} replace />;

  return (
    <NavigationTimeProvider location={location}>
      <div className={styles.shell} data-tabbar={route.tab ? 'true' : undefined} {...layout}>
        {kept.map((view) => (
          <Activity key={view.key} mode={view.key === route.name ? 'visible' : 'hidden'}>
            <ViewFrame location={view.value} />
          </Activity>
        ))}
        {!route.kept && <ViewFrame location={location} />}
        {route.tab && <ShellTabBar active={route.name} />}
        <SnackbarHost snackbar={snackbar} />
        <OfflineNotice />
        <UpdateBanner offer={updateOffer} />
      </div>
    </NavigationTimeProvider>
  );
}

/** A route's screen under the view's error boundary, with a spinner while its code loads. */
function RouteScreen({ route }: { route: AppRoute }) {
  const { Screen } = route;
  const { reportError, connectivity } = useServices();
  const report = (error: unknown, failure: ScreenLoadError | 'render') => {
    if (failure === 'render') reportError({ kind: 'render', ...describeThrown(error) });
    // Code that cannot load offline is no fault to fix.
    else if (connectivity.isOnline())
      reportError({ kind: 'chunk', ...describeThrown(failure.cause), name: route.name });
  };
  return (
    <ViewBoundary onFailure={report}>
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </ViewBoundary>
  );
}

/**
 * One view: the screen at the view's own location, under React Router's routes at that location,
 * so that a hidden kept-alive view keeps reading the address it was left at, not the one the
 * visitor moved on to. The app matches the address itself (`routeAt`, with the table of
 * screens): the router's one route takes any path. Memoised, so that a navigation elsewhere
 * does not re-render the hidden views (React would, in the background, on every change of
 * address).
 */
const ViewFrame = memo(function ViewFrame({ location }: { location: Location }) {
  const route = routeAt(location.pathname);
  return useRoutes(
    [{ path: '*', element: <RouteScreen key={route.name} route={route} /> }],
    location,
  );
});

function ShellTabBar({ active }: { active: string }) {
  const navigate = useNavigate();
  const { openExternal } = useServices();
  const { dot, markRead } = useNoticeDot();
  // The links' addresses under the app's base path (e.g. `/m/rank`); the moves go to the path.
  const base = useBasePath();
  const linked = useMemo(
    () => tabs.map((tab) => ({ ...tab, path: tab.url, url: `${base}${tab.url}` })),
    [base],
  );
  return (
    <TabBar
      tabs={linked}
      active={active}
      dots={dot ? ['mine'] : []}
      onNavigate={(tab) => {
        if (tab.key === 'mine') markRead();
        if (tab.openType === 'external') openExternal(tab.url);
        else void navigate(tab.path);
      }}
    />
  );
}
