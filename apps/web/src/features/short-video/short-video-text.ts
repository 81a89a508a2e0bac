import { format, pageviewsText } from '@video/domain';

/** The feed's interface text; what the zh-CN catalogue holds is taken from it. */
export const shortVideoText = {
  screen: format('tab.shortVideoGrid'),
  feed: '短视频列表',
  tabs: '短视频频道',
  back: format('back'),
  recommended: format('short.recommended'),
  timed: format('short.timed'),
  stayTuned: format('stayTuned'),
  play: '播放',
  pause: '暂停',
  retry: '重试',
  favourite: format('player.favourite'),
  favourited: format('player.favourited'),
  mute: '静音',
  unmute: '开启声音',
  comment: '评论',
  empty: '暂无短视频',
  adDetails: '查看详情',
  adNext: '上滑继续观看',
  finished: format('list.finished'),
  finishedHint: '去首页看看更多精彩视频',
  listError: format('list.error'),
  views: (count: number) => `${pageviewsText(count)}播放`,
} as const;
