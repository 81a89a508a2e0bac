import type { MouseEvent } from 'react';

/**
 * A primary-button click without modifiers: one an app should route itself. Anything else (a
 * middle click, ctrl/⌘ for a new tab, shift for a window) is the browser's.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
