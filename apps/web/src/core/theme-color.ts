import { useEffect } from 'react';
import { useServices } from './services';

/** Colours claimed by the screens shown now, the latest last. */
const stageClaims: string[] = [];

function themeColorMeta(): HTMLMetaElement {
  const found = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (found) return found;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  document.head.append(meta);
  return meta;
}

function surfaceColor(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--ui-color-surface').trim();
}

/**
 * The browser's bar (`<meta name="theme-color">`) takes the colour at the top of the screen: a
 * dark stage's while a screen with one is shown, else the page surface of the colour scheme on
 * screen, read from the design tokens.
 */
function applyThemeColor(): void {
  // A stage's colour needs no token: reading one restyles the page first.
  const color = stageClaims.at(-1) ?? surfaceColor();
  // Without the tokens (unit tests) there is nothing to follow: the page's own value stays.
  if (color) themeColorMeta().content = color;
}

/** Keeps the browser's bar on the page surface as the colour scheme changes (the app shell). */
export function useThemeColorFollowsScheme(): void {
  const { colorScheme } = useServices();
  useEffect(() => {
    // In the next frame, just before it restyles the page anyway: reading the tokens now would
    // restyle the whole first render inside this task, a long one on a slow phone.
    const frame = requestAnimationFrame(applyThemeColor);
    const unsubscribe = colorScheme.subscribe(applyThemeColor);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [colorScheme]);
}

/**
 * Gives the browser's bar `color` while the calling screen is shown (the players' and the
 * short-video feed's dark stage): a kept-alive screen that is hidden runs no effects.
 */
export function useStageThemeColor(color: string): void {
  useEffect(() => {
    stageClaims.push(color);
    applyThemeColor();
    return () => {
      stageClaims.splice(stageClaims.lastIndexOf(color), 1);
      applyThemeColor();
    };
  }, [color]);
}
