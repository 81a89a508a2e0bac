import { type PathPattern, paths, type ScreenName, START_SCREEN } from '@video/domain';
import { type OutlineKind, type RouteEntry, routeManifest } from '../route-manifest';

/**
 * What the outline script knows of a route: the build derives these from the route manifest and
 * writes them into index.html, so that the page picks its outline before any module has loaded.
 */
export interface OutlineRoute extends PathPattern {
  readonly outline: OutlineKind;
  /** The tab it marks current: its screen's name. */
  readonly tab?: ScreenName;
  readonly leadImage?: boolean;
}

/** The manifest's routes that have an outline, as the outline script reads them. */
export function outlineRoutes(manifest: readonly RouteEntry<ScreenName>[]): OutlineRoute[] {
  return manifest.flatMap(({ name, path, nested, outline, tab, leadImage }) =>
    outline
      ? [
          {
            path,
            outline,
            ...(nested && { nested }),
            ...(tab && { tab: name }),
            ...(leadImage && { leadImage }),
          },
        ]
      : [],
  );
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
    routes: outlineRoutes(routeManifest),
    startPath: paths[START_SCREEN].path,
    base: base.replace(/\/+$/, ''),
  };
}
