/** Prefixed fullscreen calls of Safari: iPad (elements) and iPhone (the video only). */
interface WebkitFullscreen {
  webkitRequestFullscreen?: () => void;
  webkitEnterFullscreen?: () => void;
}

/** `screen.orientation` where the browser lets a fullscreen page lock it (Android Chrome). */
interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
  unlock?: () => void;
}

/**
 * Makes `container` fullscreen (so the controls come along); on an iPhone, where elements cannot
 * go fullscreen, the video enters the native fullscreen player. Does nothing where neither works.
 * A film wider than tall turns the phone to landscape where the browser allows the lock (Android
 * Chrome, in fullscreen), and the lock is let go when fullscreen ends.
 */
export function enterFullscreen(container: HTMLElement, video: HTMLVideoElement): void {
  const element = container as HTMLElement & WebkitFullscreen;
  if (typeof element.requestFullscreen === 'function') {
    // Refused without a user gesture or inside an iframe lacking `allow="fullscreen"`.
    element
      .requestFullscreen()
      .then(() => lockLandscape(container, video))
      .catch(() => undefined);
  } else if (typeof element.webkitRequestFullscreen === 'function') {
    element.webkitRequestFullscreen();
  } else {
    (video as HTMLVideoElement & WebkitFullscreen).webkitEnterFullscreen?.();
  }
}

function lockLandscape(container: HTMLElement, video: HTMLVideoElement): void {
  if (!(video.videoWidth > video.videoHeight)) return;
  const orientation = container.ownerDocument.defaultView?.screen.orientation as
    LockableOrientation | undefined;
  if (typeof orientation?.lock !== 'function') return;
  // Refused on desktops and where the page is not fullscreen: the film still plays.
  orientation.lock('landscape').catch(() => undefined);
  const document = container.ownerDocument;
  const release = () => {
    if (document.fullscreenElement) return;
    document.removeEventListener('fullscreenchange', release);
    orientation.unlock?.();
  };
  document.addEventListener('fullscreenchange', release);
}

/** WebKit's presentation modes: its picture-in-picture before the standard API. */
interface WebkitPresentation {
  webkitSupportsPresentationMode?: (mode: string) => boolean;
  webkitSetPresentationMode?: (mode: string) => void;
  webkitPresentationMode?: string;
}

/** Whether the browser can float `video` in a picture-in-picture window. */
export function supportsPictureInPicture(video: HTMLVideoElement): boolean {
  const document = video.ownerDocument as Document & { pictureInPictureEnabled?: boolean };
  const webkit = video as HTMLVideoElement & WebkitPresentation;
  return (
    (document.pictureInPictureEnabled === true &&
      typeof video.requestPictureInPicture === 'function' &&
      !video.disablePictureInPicture) ||
    webkit.webkitSupportsPresentationMode?.('picture-in-picture') === true
  );
}

/**
 * Floats `video` in a picture-in-picture window, or brings it back when it floats already: the
 * standard API, else WebKit's presentation mode (iPhone Safari). Refusals change nothing.
 */
export function togglePictureInPicture(video: HTMLVideoElement): void {
  const document = video.ownerDocument;
  const webkit = video as HTMLVideoElement & WebkitPresentation;
  if (typeof video.requestPictureInPicture === 'function' && document.pictureInPictureEnabled) {
    if (document.pictureInPictureElement === video)
      document.exitPictureInPicture().catch(() => undefined);
    else video.requestPictureInPicture().catch(() => undefined);
    return;
  }
  if (webkit.webkitSetPresentationMode) {
    const floating = webkit.webkitPresentationMode === 'picture-in-picture';
    webkit.webkitSetPresentationMode(floating ? 'inline' : 'picture-in-picture');
  }
}
