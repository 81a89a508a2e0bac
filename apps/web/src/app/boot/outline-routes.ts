import type { PathPattern } from '@video/domain';
import {
  type OutlineKind,
  routes,
  SCREEN_NAMES,
  type ScreenName,
  START_SCREEN,
} from '@video/routes';

/**
 * What the outline script knows of a route: the build derives these from the table of screens and
 * writes them into index.html, so that the page picks its outline before any module has loaded.
 */
export interface OutlineRoute extends PathPattern {
  readonly outline: OutlineKind;
  /** The tab it marks current: its screen's name. */
  readonly tab?: ScreenName;
  readonly leadImage?: boolean;
}

/** The screens that have an outline, as the outline script reads them. */
export function outlineRoutes(): OutlineRoute[] {
  return SCREEN_NAMES.flatMap((name) => {
    const { path, nested, outline, tab, leadImage } = routes[name];
    return outline
      ? [
          {
            path,
            outline,
            ...(nested && { nested }),
            ...(tab && { tab: name }),
            ...(leadImage && { leadImage }),
          },
        ]
      : [];
  });
}

/** What the page knows before its first paint: the build writes it into index.html. */
export interface OutlineTable {
  readonly routes: readonly OutlineRoute[];
  /** The address `/` leads to. */
  readonly startPath: string;
  /** Where the app lives (e.g. `/m`); '' at the root. */
  readonly base: string;
}

/** The outline script's table: the routes with an outline, the start path, the base path. */
export function outlineTable(base: string): OutlineTable {
  return {
    routes: outlineRoutes(),
    startPath: routes[START_SCREEN].path,
    base: base.replace(/\/+$/, ''),
  };
}

/**
 * The rules that show the outline the script picked: its kind's part (`data-outline` on <html>),
 * the tab bar on a tab screen's outline, and the current tab in the accent (`data-outline-tab`),
 * as the app's tab bar marks it. Derived from the table of screens, never written by hand.
 */
export function outlineRules(routes: readonly OutlineRoute[]): string {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const kinds = unique(routes.map((route) => route.outline)).filter((kind) => kind !== 'tabs');
  const withTabBar = unique(routes.flatMap((route) => (route.tab ? [route.outline] : [])));
  const current = routes.flatMap((route) => (route.tab ? [route.tab] : []));
  const rule = (selectors: readonly string[], declaration: string) =>
    selectors.length > 0 ? `${selectors.join(',')}{${declaration}}` : '';
  return [
    rule(
      [
        ...kinds.map((kind) => `[data-outline='${kind}'] .outline-${kind}`),
        ...withTabBar.map((kind) => `[data-outline='${kind}'] .outline-tabs`),
      ],
      'display:block',
    ),
    rule(
      current.map((tab) => `[data-outline-tab='${tab}'] .outline [data-tab='${tab}']`),
      'color:var(--ui-color-accent)',
    ),
  ].join('');
}
