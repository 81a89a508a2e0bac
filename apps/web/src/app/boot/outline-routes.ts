import type { OutlineKind, RouteEntry, TabKey } from '../route-manifest';
import type { RoutePath } from '../route-path';

/**
 * What the outline script knows of a route: the build derives these from the route manifest and
 * writes them into index.html, so that the page picks its outline before any module has loaded.
 */
export interface OutlineRoute extends RoutePath {
  readonly outline: OutlineKind;
  readonly tab?: TabKey;
  readonly leadImage?: boolean;
}

/** The manifest's routes that have an outline, as the outline script reads them. */
export function outlineRoutes(manifest: readonly RouteEntry[]): OutlineRoute[] {
  return manifest.flatMap(({ path, nested, outline, tab, leadImage }) =>
    outline
      ? [
          {
            path,
            outline,
            ...(nested && { nested }),
            ...(tab && { tab }),
            ...(leadImage && { leadImage }),
          },
        ]
      : [],
  );
}
