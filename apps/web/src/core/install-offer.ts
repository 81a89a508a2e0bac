import { isIos } from './platform';
import { listeners } from './listeners';

/**
 * The browser's install prompt (Chromium's `beforeinstallprompt`), which no TypeScript library
 * types yet.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

/**
 * How the app can reach the home screen here: it is there already; the browser's own prompt can
 * be shown; or the visitor follows instructions, iOS Safari's (分享 → 添加到主屏幕) or a
 * browser menu's.
 */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

export interface InstallOffer {
  way(): InstallWay;
  /** Shows the browser's prompt (way `prompt`); true when the visitor accepted. */
  prompt(): Promise<boolean>;
  subscribe(onChange: () => void): () => void;
}

/** The parts of `window` the offer reads: tests hand in a fake. */
export interface InstallEnvironment extends Pick<Window, 'addEventListener' | 'matchMedia'> {
  readonly navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { standalone?: boolean };
}

function runsInstalled(environment: InstallEnvironment): boolean {
  // iOS says so through `navigator.standalone`; the others through the display mode.
  return (
    environment.navigator.standalone === true ||
    (typeof environment.matchMedia === 'function' &&
      environment.matchMedia('(display-mode: standalone)').matches)
  );
}

/**
 * Listens for the browser's install prompt from boot (it may come before any screen renders),
 * keeping it for the 添加到主屏幕 entry in 设置, and notes when the app gets installed.
 */
export function createInstallOffer(environment: InstallEnvironment): InstallOffer {
  const changes = listeners();
  let held: InstallPromptEvent | null = null;
  let installed = runsInstalled(environment);
  const changed = changes.notify;

  environment.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the visitor's tap instead of the browser's own mini bar.
    event.preventDefault();
    held = event as InstallPromptEvent;
    changed();
  });
  environment.addEventListener('appinstalled', () => {
    installed = true;
    held = null;
    changed();
  });

  return {
    way() {
      if (installed) return 'installed';
      if (held) return 'prompt';
      return isIos(environment.navigator) ? 'ios' : 'menu';
    },
    async prompt() {
      const event = held;
      if (!event) return false;
      // A prompt shows once: the browser offers a new one later if it still can.
      held = null;
      changed();
      await event.prompt();
      const { outcome } = await event.userChoice;
      return outcome === 'accepted';
    },
    subscribe: changes.add,
  };
}
