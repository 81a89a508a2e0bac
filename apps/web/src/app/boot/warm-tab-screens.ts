import { afterLoadWhenIdle } from '../../core/after-load-idle';

/** A screen whose code can be loaded ahead of the visitor's tap. */
export interface WarmableScreen {
  readonly tab?: boolean;
  readonly preload: () => Promise<void>;
}

/**
 * Once the page has loaded and the browser is idle, loads the code of the tab bar's screens, one
 * per idle period: on a cheap phone, most of the wait after a tap on a tab was the evaluation of
 * that screen's code (one long task, in the interaction's way), which now happens while nobody
 * waits. The service worker precaches those files anyway, so it costs the network nothing more
 * (the caller loads nothing ahead under 省流 or on 2G). Screens already loaded cost nothing.
 *
 * While the browser is offline it waits for the connection to come back: a load tried offline
 * only fails (reported to the operator as a failed chunk, although nothing broke), and some
 * engines keep a failed import for the life of the page, which would make the visitor's own tap
 * on that tab fail later, online.
 */
export function warmTabScreens(screens: readonly WarmableScreen[], win: Window = window): void {
  const queue = screens.filter((screen) => screen.tab !== undefined);
  const next = () => {
    if (win.navigator.onLine === false) {
      win.addEventListener('online', () => afterLoadWhenIdle(next, win), { once: true });
      return;
    }
    const screen = queue.shift();
    if (screen === undefined) return;
    void screen.preload().then(() => afterLoadWhenIdle(next, win));
  };
  afterLoadWhenIdle(next, win);
}
