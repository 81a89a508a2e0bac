/** Prefixed fullscreen calls of Safari: iPad (elements) and iPhone (the video only). */
interface WebkitFullscreen {
  webkitRequestFullscreen?: () => void;
  webkitEnterFullscreen?: () => void;
}

/**
 * Makes `container` fullscreen (so the controls come along); on an iPhone, where elements cannot
 * go fullscreen, the video enters the native fullscreen player. Does nothing where neither works.
 */
export function enterFullscreen(container: HTMLElement, video: HTMLVideoElement): void {
  const element = container as HTMLElement & WebkitFullscreen;
  if (typeof element.requestFullscreen === 'function') {
    // Refused without a user gesture or inside an iframe lacking `allow="fullscreen"`.
    element.requestFullscreen().catch(() => undefined);
  } else if (typeof element.webkitRequestFullscreen === 'function') {
    element.webkitRequestFullscreen();
  } else {
    (video as HTMLVideoElement & WebkitFullscreen).webkitEnterFullscreen?.();
  }
}
