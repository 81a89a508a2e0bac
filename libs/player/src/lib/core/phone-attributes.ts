/**
 * Attributes that keep a video inline on phones: `playsinline` (iOS 10+), its prefixed form
 * (older iOS and some in-app browsers) and the X5 ones that stop WeChat's and QQ's browsers
 * from taking the video into their own fullscreen player.
 */
export const INLINE_VIDEO_ATTRIBUTES: Readonly<Record<string, string>> = {
  playsinline: '',
  'webkit-playsinline': '',
  'x5-playsinline': '',
  'x5-video-player-type': 'h5-page',
  'x5-video-player-fullscreen': 'false',
};

/** Sets the inline attributes and `preload="metadata"` (no media download before it is needed). */
export function preparePhoneVideo(video: HTMLVideoElement): void {
  Object.entries(INLINE_VIDEO_ATTRIBUTES).forEach(([name, value]) =>
    video.setAttribute(name, value),
  );
  video.preload = 'metadata';
}
