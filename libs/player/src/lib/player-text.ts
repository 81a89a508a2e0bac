import { SEEK_SECONDS } from '@video/domain';

/**
 * Interface text the domain catalogue does not hold: the labels of the player's controls, for
 * every front end that draws them (the React components, the embeddable player).
 * Everything the catalogue has (倍速, 关闭, the seek hint…) is taken from it; the core's error
 * messages are its own (`core/error-text.ts`).
 */
export const playerText = {
  play: '播放',
  pause: '暂停',
  fullscreen: '全屏',
  pictureInPicture: '画中画',
  retry: '重试',
  progress: '播放进度',
  controls: '显示或隐藏控制栏',
  seekBack: `快退${SEEK_SECONDS}秒`,
  seekForward: `快进${SEEK_SECONDS}秒`,
  rateOption: (rate: number) => `${rate}x`,
  quality: '清晰度',
  autoQuality: '自动',
  qualityOption: (height: number) => `${height}P`,
  heldRate: '2倍速播放中',
  volume: '音量',
  brightness: '亮度',
  ad: '广告',
  mute: '静音',
  unmute: '开启声音',
} as const;
