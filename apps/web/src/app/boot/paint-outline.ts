import { matchPath, pathInApp } from '@video/domain';
import { colorSchemeKey, readOnce } from '@video/storage';
import { resolveColorScheme, SYSTEM_DARK_QUERY } from '../../core/color-scheme';
import { afterNextPaint } from './after-next-paint';
import { preloadFramework } from './framework-in-steps';
import type { OutlineRoute, OutlineTable } from './outline-routes';

/** The dark surface the browser's bars take before the tokens are read (the app keeps it after). */
const DARK_SURFACE = '#1c1c1e';

/**
 * Applies the visitor's colour scheme before the first paint, so that a dark page never flashes
 * white: the choice made in 设置, or the system's for 跟随系统. The app's `followColorScheme` keeps
 * it in step afterwards.
 */
function applyColorScheme(win: Window): void {
  const systemDark = win.matchMedia?.(SYSTEM_DARK_QUERY).matches ?? false;
  const scheme = resolveColorScheme(readOnce(colorSchemeKey), systemDark);
  win.document.documentElement.setAttribute('data-color-scheme', scheme);
  if (scheme === 'dark') {
    win.document.querySelector('meta[name="theme-color"]')?.setAttribute('content', DARK_SURFACE);
  }
}

/**
 * Picks the outline of the first screen (`data-outline` on <html>; `outline.css` draws each kind)
 * and the tab it marks current (`data-outline-tab`). The app's first render replaces it.
 */
function pickOutline(root: HTMLElement, route: OutlineRoute | undefined): void {
  if (!route) return;
  root.setAttribute('data-outline', route.outline);
  if (route.tab) root.setAttribute('data-outline-tab', route.tab);
}

/** Resolves once the document is parsed: its stylesheets are known, the next frame is the outline's. */
function parsed(document: Document): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('readystatechange', () => resolve(), { once: true }),
  );
}

/**
 * What the page does before its first paint, run as one classic script in <head> (the build puts
 * it inline: no request of its own stands between the page and its first paint on a slow link).
 *
 * On a screen whose outline shows no lead image the framework's files download right after the
 * outline's first paint (before it, they would take the link from the stylesheet the paint waits
 * for); on the others the entry asks for them once the lead image is on screen, so that the image
 * has the link to itself.
 */
export function paintOutline(win: Window, table: OutlineTable): void {
  applyColorScheme(win);
  const path = pathInApp(win.location.pathname, table.base);
  const route = matchPath(table.routes, path, table.startPath);
  pickOutline(win.document.documentElement, route);
  if (route?.leadImage) return;
  void parsed(win.document)
    .then(() => afterNextPaint(win))
    .then(() => preloadFramework(win.document));
}
