/**
 * The app's router: the session's history and the hooks screens move with. The shell matches
 * addresses to screens itself (it keeps views alive), so all a screen needs is the location, a
 * way to move, and links.
 */
export type { AppHistory, AppLocation, NavigateOptions } from './history';
export { browserHistory } from './browser-history';
export { memoryHistory } from './memory-history';
export {
  LocationProvider,
  type NavigateFunction,
  RouterProvider,
  useLocation,
  useNavigate,
  useRouter,
  useSearchParams,
} from './router';
export { Link, type LinkProps, Navigate } from './link';
