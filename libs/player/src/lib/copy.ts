import { SEEK_SECONDS } from '@video/domain';

/**
 * Interface text the domain catalogue does not hold: the player's own labels and error
 * messages. Everything the catalogue has (倍速, 关闭, the seek hint…) is taken from it.
 */
export const playerText = {
  play: '播放',
  pause: '暂停',
  fullscreen: '全屏',
  retry: '重试',
  progress: '播放进度',
  controls: '显示或隐藏控制栏',
  seekBack: `快退${SEEK_SECONDS}秒`,
  seekForward: `快进${SEEK_SECONDS}秒`,
  rateOption: (rate: number) => `${rate}x`,
  heldRate: '2倍速播放中',
  volume: '音量',
  brightness: '亮度',
  ad: '广告',
  networkError: '视频加载失败，请检查网络后重试',
  mediaError: '视频播放出错，请重试',
} as const;
