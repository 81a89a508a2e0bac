/** The player's error messages the domain catalogue does not hold (a `PlayerError`'s `message`). */
export const playerErrorText = {
  network: '视频加载失败，请检查网络后重试',
  media: '视频播放出错，请重试',
} as const;
