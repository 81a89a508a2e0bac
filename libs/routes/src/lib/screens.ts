import { matchPath } from '@video/domain';
import { routes } from './routes';

/** A screen's name: its key in `routes`. */
export type ScreenName = keyof typeof routes;

/** Every screen's name, in the table's order (the tab bar's, for tabs). */
export const SCREEN_NAMES = Object.keys(routes) as readonly ScreenName[];

/** The screen `/` leads to. */
export const START_SCREEN: ScreenName = 'home';

const NAMED = SCREEN_NAMES.map((name) => ({ ...routes[name], name }));

/** The screen at `pathname` (inside the app; `/` is the start screen), or null for none. */
export function screenAt(pathname: string): ScreenName | null {
  return matchPath(NAMED, pathname, routes[START_SCREEN].path)?.name ?? null;
}
