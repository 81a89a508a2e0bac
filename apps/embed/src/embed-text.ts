/** The embeddable player's own labels (the catalogue's messages come from `format`). */
export const embedText = {
  play: '播放',
  pause: '暂停',
  fullscreen: '全屏',
  mute: '静音',
  unmute: '开启声音',
  progress: '播放进度',
  retry: '重新加载',
  heldRate: '2倍速播放中',
  ad: '广告',
  watchOnSite: '去网站观看',
  unlockOnSite: '去网站分享解锁',
  missing: '视频不存在或已下架',
  loading: '加载中...',
} as const;
