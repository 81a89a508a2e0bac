/**
 * Attributes that keep a video inline on phones: `playsinline` (iOS 10+), its prefixed form
 * (older iOS and some in-app browsers), and X5's (Tencent's engine in Android WeChat and QQ):
 * `x5-playsinline`, and `x5-video-player-type="h5-page"`, its same-layer player that plays
 * inside the page, under the page's own controls, instead of taking the video over.
 * `x5-video-player-fullscreen` is left out on purpose: X5 documents it by its presence (declared,
 * the video goes fullscreen when it plays), so even a "false" could turn that on.
 */
export const INLINE_VIDEO_ATTRIBUTES: Readonly<Record<string, string>> = {
  playsinline: '',
  'webkit-playsinline': '',
  'x5-playsinline': '',
  'x5-video-player-type': 'h5-page',
};

/**
 * Sets the inline attributes and `preload="metadata"` (no media download before it is needed).
 * X5 reads its attributes only before the first play, so the core sets them as it takes the
 * element, before any source.
 */
export function preparePhoneVideo(video: HTMLVideoElement): void {
  Object.entries(INLINE_VIDEO_ATTRIBUTES).forEach(([name, value]) =>
    video.setAttribute(name, value),
  );
  video.preload = 'metadata';
}
