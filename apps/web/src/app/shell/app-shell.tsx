import { Activity, memo, Suspense, useEffect, useState } from 'react';
import { KEEP_ALIVE_MAX } from '@video/domain';
import { SnackbarHost, Spinner, TabBar } from '@video/ui';
import {
  type AppLocation,
  LocationProvider,
  Navigate,
  useLocation,
  useNavigate,
} from '../../core/router';
import { documentTitle } from '../../core/document-title';
import { NavigationTimeProvider } from '../../core/navigation-time';
import { type AppRoute, matchRoute } from '../routes';
import { useServices } from '../../core/services';
import { useThemeColorFollowsScheme } from '../../core/theme-color';
import { useAppSelector } from '../../core/store/hooks';
import { selectToken } from '../../core/store/session-slice';
import styles from './app-shell.module.css';
import { keepAlive, type KeptView } from './keep-alive';
import { tabs } from './tabs';
import { useLayoutFlags } from './use-layout-flags';
import { useNoticeDot } from './use-notice-dot';
import { useScrollMemory } from './use-scroll-memory';
import { OfflineNotice } from './offline-notice';
import { UpdateBanner } from './update-banner';
import { ViewBoundary } from './view-boundary';

/** The spec's path-change report skips `/playLink`, which only redirects. */
const UNTRACKED_PATHS = new Set(['/playLink']);

/**
 * The frame around every screen: the auth guard, kept-alive views with their scroll offsets, the
 * tab bar, the snackbar and page-view reports.
 */
export function AppShell() {
  const location = useLocation();
  const { config, snackbar, trackPageView, updateOffer } = useServices();
  const token = useAppSelector(selectToken);
  const route = matchRoute(location.pathname);
  const [kept, setKept] = useState<readonly KeptView<AppLocation>[]>([]);

  // Showing a cached view records the location it shows; done while rendering so that the view
  // appears in the same commit (React's "adjust state on prop change" pattern).
  if (route.cached) {
    const next = keepAlive(kept, route.name, location, KEEP_ALIVE_MAX);
    if (next !== kept) setKept(next);
  }

  useScrollMemory(route.name, route.cached === true);
  const layout = useLayoutFlags();
  useThemeColorFollowsScheme();

  // `/` leads home, and without a token (when one is required) every screen but the vendor's
  // leads there: the visitor never sees the address they asked for.
  const redirect =
    location.pathname === '/'
      ? '/home'
      : config.authRequired && !token && route.name !== 'vendor'
        ? '/vendor'
        : null;

  // A page view is reported for the page the visitor sees, not for an address that redirects.
  useEffect(() => {
    if (redirect === null && !UNTRACKED_PATHS.has(location.pathname)) {
      trackPageView(location.pathname);
    }
  }, [location.pathname, redirect, trackPageView]);

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
            <ViewFrame route={matchRoute(view.value.pathname)} location={view.value} />
          </Activity>
        ))}
        {!route.cached && <ViewFrame route={route} location={location} />}
        {route.tab && <ShellTabBar active={route.tab} />}
        <SnackbarHost snackbar={snackbar} />
        <OfflineNotice />
        <UpdateBanner offer={updateOffer} />
      </div>
    </NavigationTimeProvider>
  );
}

/**
 * One screen under its own location: a hidden kept-alive view keeps reading the location it was
 * left at, not the one the visitor moved on to. Memoised, so that a navigation elsewhere does not
 * re-render the hidden views (React would, in the background, on every change of address).
 */
const ViewFrame = memo(function ViewFrame({
  route,
  location,
}: {
  route: AppRoute;
  location: AppLocation;
}) {
  const { Screen } = route;
  return (
    <LocationProvider location={location}>
      <ViewBoundary>
        <Suspense fallback={<Spinner />}>
          <Screen />
        </Suspense>
      </ViewBoundary>
    </LocationProvider>
  );
});

function ShellTabBar({ active }: { active: string }) {
  const navigate = useNavigate();
  const { openExternal } = useServices();
  const { dot, markRead } = useNoticeDot();
  return (
    <TabBar
      tabs={tabs}
      active={active}
      dots={dot ? ['mine'] : []}
      onNavigate={(tab) => {
        if (tab.key === 'mine') markRead();
        if (tab.openType === 'external') openExternal(tab.url);
        else navigate(tab.url);
      }}
    />
  );
}
