/** The share player's own text; what the domain catalogue holds comes from `format()`. */
export const shareText = {
  listTitle: '分享视频',
  playing: '播放中',
  unlocked: '已解锁',
  share: '分享',
  shareFailed: '分享失败，请复制链接发送给好友',
  /** The Web Share sheet's text before the link. */
  shareMessage: (title: string) => `帮我解锁视频《${title}》，打开链接即可助力`,
  listEmpty: '暂无分享视频',
  badLink: '链接无效或已失效',
  goHome: '返回首页',
  helping: '正在为好友助力…',
  helped: '助力成功',
  helpedCount: (count: number) => `当前解锁人数：${count}`,
  redirecting: '即将跳转…',
  alreadyHelped: '你已经为好友助力过啦',
  goToSite: '去看看',
} as const;
