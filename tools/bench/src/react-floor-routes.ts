import { type OutlineKind, routes, SCREEN_NAMES } from '@video/routes';
import type { OutlineRoute } from '../reference/outline-node';

/** What the React floor reads of a screen in the table. */
export interface OutlinedScreen {
  readonly path: string;
  readonly nested?: boolean;
  readonly outline?: OutlineKind;
  readonly tab?: true;
}

/**
 * The React floor's routes: every screen of the table with an outline, at its path (a nested
 * screen's children too, `/find/*`), with its kind of outline, the tab it marks current and
 * whether the tab bar shows, as the app's outline rules decide it (a kind a tab screen paints
 * shows the bar).
 */
export function reactFloorRoutes(
  table: Readonly<Record<string, OutlinedScreen>> = routes,
  names: readonly string[] = SCREEN_NAMES,
): OutlineRoute[] {
  const outlined = names.flatMap((name) => {
    const screen = table[name];
    return screen?.outline ? [{ name, screen, kind: screen.outline }] : [];
  });
  const kindsWithTabBar = new Set(
    outlined.flatMap(({ screen, kind }) => (screen.tab ? [kind] : [])),
  );
  return outlined.map(({ name, screen, kind }) => ({
    path: screen.nested ? `${screen.path}/*` : screen.path,
    kind,
    ...(screen.tab && { tab: name }),
    tabBar: kindsWithTabBar.has(kind),
  }));
}
