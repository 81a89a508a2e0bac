import { SEEK_SECONDS } from '@video/domain';

/** Seconds ←/→ seek (J/L seek the double tap's 10 s): the keys' list says it. */
export const ARROW_SEEK_SECONDS = 5;

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
  more: '更多',
} as const;

/** The ripple of a run of seeks: '-20秒', '+10秒'. */
export const seekRippleText = (seconds: number) =>
  `${seconds < 0 ? '-' : '+'}${Math.abs(seconds)}秒`;

/** 定时关闭's text: read by the menu that loads on first use, so kept apart from the above. */
export const sleepTimerText = {
  title: '定时关闭',
  off: '不开启',
  endOfFilm: '播完当前',
  minutes: (minutes: number) => `${minutes}分钟`,
  /** The time left while it runs: '定时关闭 12:34'. */
  left: (time: string) => `定时关闭 ${time}`,
} as const;

/** The 快捷键 list (loaded on first use, like the menu): each key and what it does. */
export const shortcutText = {
  title: '快捷键',
  open: '快捷键',
  keyColumn: '按键',
  actionColumn: '功能',
  keys: [
    ['空格 / K', '播放 / 暂停'],
    ['← / →', `快退 / 快进${ARROW_SEEK_SECONDS}秒`],
    ['J / L', `快退 / 快进${SEEK_SECONDS}秒`],
    ['↑ / ↓', '调高 / 调低音量'],
    ['F', '全屏'],
    ['M', '静音 / 开启声音'],
    [', / .', '减慢 / 加快倍速'],
    ['?', '显示快捷键'],
  ],
} as const;
