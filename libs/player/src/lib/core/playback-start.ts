import type { Timers } from './timers';

/** The part of WeChat's JS bridge a start uses. */
export interface WeixinJSBridge {
  invoke(api: string, params: Record<string, unknown>, callback: (result: unknown) => void): void;
}

/**
 * The page a player runs in, as far as starting playback goes: the `<video>`'s own window and
 * document by default, a fake in tests.
 */
export interface PlaybackPage {
  readonly userAgent: string;
  /** `window.WeixinJSBridge`, once WeChat has put it there. */
  weixinBridge(): WeixinJSBridge | undefined;
  /** Where WeChat announces its bridge with the `WeixinJSBridgeReady` event. */
  readonly document: EventTarget;
}

/** The document event WeChat fires once `window.WeixinJSBridge` exists. */
export const WEIXIN_BRIDGE_READY = 'WeixinJSBridgeReady';

/**
 * How long a start inside WeChat waits for the bridge before it plays without it. The bridge is
 * normally there long before a stream is attached; a page that never gets one (a desktop client,
 * a borrowed user agent) must still play, and a tap's leave to play does not last long.
 */
export const WEIXIN_BRIDGE_WAIT_MS = 1000;

/** Starts a `<video>` the way the page it runs in allows. */
export interface PlaybackStarter {
  /** Settles as `video.play()` does; resolves without playing when cancelled first. */
  start(): Promise<void>;
  /** Drops a start still waiting for WeChat: its listener and timer go, and it never plays. */
  cancel(): void;
}

/** WeChat's in-app browser (iOS and Android) names itself in its user agent. */
export function isWeixin(userAgent: string): boolean {
  return userAgent.includes('MicroMessenger');
}

/** The page `video` lives in. */
export function pageOf(video: HTMLVideoElement): PlaybackPage {
  const document = video.ownerDocument;
  const view = document.defaultView;
  return {
    userAgent: view?.navigator.userAgent ?? '',
    weixinBridge: () =>
      view ? (Reflect.get(view, 'WeixinJSBridge') as WeixinJSBridge | undefined) : undefined,
    document,
  };
}

/**
 * Every start of `video` goes through here. WeChat's in-app browser on iOS lets a video play
 * inline (and unmuted) only from inside its bridge: a `play()` called inside a bridge callback,
 * or once the bridge announces itself, is allowed where a bare one is refused. Elsewhere it is
 * a plain `video.play()`.
 */
export function createPlaybackStarter(
  video: HTMLVideoElement,
  page: PlaybackPage,
  timers: Timers,
): PlaybackStarter {
  const inWeixin = isWeixin(page.userAgent);
  let dropWaiting: (() => void) | null = null;

  function startInWeixin(): Promise<void> {
    return new Promise((resolve, reject) => {
      const finish = () => {
        page.document.removeEventListener(WEIXIN_BRIDGE_READY, play);
        timers.clearTimeout(timer);
        dropWaiting = null;
      };
      const drop = () => {
        finish();
        resolve();
      };
      // Called by the bridge, its ready event or the timeout, whichever comes first.
      function play(): void {
        if (dropWaiting !== drop) return;
        finish();
        playNow(video).then(resolve, reject);
      }
      dropWaiting = drop;
      const timer = timers.setTimeout(play, WEIXIN_BRIDGE_WAIT_MS);
      const bridge = page.weixinBridge();
      if (bridge) bridge.invoke('getNetworkType', {}, play);
      else page.document.addEventListener(WEIXIN_BRIDGE_READY, play);
    });
  }

  return {
    start() {
      dropWaiting?.();
      return inWeixin ? startInWeixin() : playNow(video);
    },
    cancel() {
      dropWaiting?.();
    },
  };
}

/**
 * `video.play()` as a promise, called at once: older WebKit returns nothing, and a refusal may
 * be thrown rather than rejected.
 */
function playNow(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => resolve(video.play()));
}
