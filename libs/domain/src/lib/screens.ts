import { matchPath } from './addresses';
import { paths } from './paths';

/** A screen's name: its address's name in `paths`. */
export type ScreenName = keyof typeof paths;

/** Every screen's name, in the table's order. */
export const SCREEN_NAMES = Object.keys(paths) as readonly ScreenName[];

/** The screen `/` leads to. */
export const START_SCREEN: ScreenName = 'home';

/** The screen at `pathname` (inside the app; `/` is the start screen), or null for none. */
export function screenAt(pathname: string): ScreenName | null {
  const named = SCREEN_NAMES.map((name) => ({ ...paths[name], name }));
  return matchPath(named, pathname, paths[START_SCREEN].path)?.name ?? null;
}
