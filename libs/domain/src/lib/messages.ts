/**
 * The zh-CN interface text. Rules return these keys; the UI turns a key into text with
 * {@link format}, so that wording lives in one place and tests can assert on either.
 */
export const messages = {
  // Messages: toasts, snackbars, inline states
  'network.error': '网络错误，请稍后重试',
  'network.offline': '网络已断开，请联网后再试',
  'offline.notice': '网络已断开，显示的是上次加载的内容',
  'update.available': '有新版本，点击刷新',
  'list.finished': '没有更多了',
  'list.error': '请求失败，点击重新加载',
  'list.loading': '加载中...',
  'list.empty': '暂无内容',
  'pull.pulling': '下拉即可刷新...',
  'pull.loosing': '释放即可刷新...',
  'refresh.success': '刷新成功',
  'copy.failed': '复制链接失败',
  'copy.done': '已复制链接',
  'link.refused': '链接无效，无法打开',
  stayTuned: '精彩内容，敬请期待',
  'player.tryOtherBrowser': '请尝试更换浏览器观看',
  'player.illegal': '非法播放',
  'notice.empty': '暂无公告',
  'favouriteUsers.empty': '暂无添加收藏的用户',
  'favourite.added': '收藏成功!',
  'favourite.removed': '取消收藏成功!',
  'share.shortBy': '还差{n}人解锁',
  'share.unlockCount': '助力成功，当前解锁人数：{n}',
  'feedback.empty': '详细描述不能为空',
  'feedback.length': '详细描述只能在8~180个字符之间',
  'feedback.sent': '提交成功，感谢您的反馈',
  'code.invalid': '请输入正确的数据识别码',
  'code.unchanged': '数据识别码未更改',
  'code.limit': '24小时内只能更改2次，请稍后再试!',
  'code.changed': '更改成功，请妥善保管！今日剩余更改次数：{n}',
  'image.error': '图片加载失败',

  // Relative time
  'time.justNow': '刚刚',
  'time.secondsAgo': '{n}秒前',
  'time.minutesAgo': '{n}分钟前',
  'time.hoursAgo': '{n}小时前',
  'time.yesterday': '昨天 {time}',
  'time.dayBeforeYesterday': '前天 {time}',
  'time.daysAgo': '{n}天前',
  'time.monthsAgo': '{n}个月前',
  'time.yearsAgo': '{n}年前',

  // Labels
  'tab.home': '首页',
  'tab.rank': '排行',
  'tab.find': '发现',
  'tab.shortVideoGrid': '短视频',
  'tab.userFavourites': '看看',
  'tab.mine': '我的',
  'home.searchPlaceholder': '搜索视频、标签',
  'home.all': '全部',
  'home.recommended': '推荐',
  'home.changeBatch': '换一批',
  'home.more': '更多',
  'home.unlock': '分享解锁',
  'list.sortNew': '最新',
  'list.sortHot': '最热',
  'list.all': '全部',
  'pager.prev': '上一页',
  'pager.next': '下一页',
  'pager.page': '第{n}页',
  'search.placeholder': '请输入搜索关键词',
  'search.submit': '搜索',
  'search.history': '搜索历史',
  'search.clear': '清空',
  'search.hot': '热门搜索',
  'video.pageviews': '{n}次',
  'video.pageviewsWan': '{n}万次',
  'player.countdown': '{n}s',
  'player.close': '关闭',
  'player.rate': '倍速',
  'player.seekHint': '双击左右两侧可快退/快进10秒',
  'player.favourite': '收藏',
  'player.favourited': '已收藏',
  'share.copyLink': '复制解锁链接',
  'share.refresh': '刷新',
  'short.recommended': '为你推荐',
  'short.timed': '定时更新',
  'find.artist': '艺人',
  'find.rank': '排行',
  'find.tags': '标签',
  'rank.day': '日榜',
  'rank.week': '周榜',
  'rank.month': '月榜',
  'mine.code': '数据识别码',
  'mine.codeHint': '6~12位小写字母或数字。更换设备时输入原识别码，即可找回收藏。',
  'mine.checkin': '签到',
  'mine.activity': '活动',
  'mine.settings': '设置',
  'mine.feedback': '意见反馈',
  'mine.notices': '系统公告',
  'mine.group': '交流群',
  'mine.history': '观看历史',
  'mine.favourites': '我的收藏',
  'mine.version': '版本号',
  'mine.viewCount': '观看次数：无限',
  'mine.promote': '推广好友，升级会员',
  'myVideos.history': '观看历史',
  'myVideos.favourites': '我的收藏',
  'feedback.title': '意见反馈',
  'feedback.placeholder': '请详细描述您遇到的问题（8~180字）',
  'feedback.submit': '提交',
  'feedbackType.cannotPlay': '无法播放',
  'feedbackType.stutter': '播放卡顿',
  'feedbackType.wrongTag': '标签错误',
  'feedbackType.wrongCategory': '分类错误',
  'feedbackType.inaccurateSearch': '搜索不准确',
  'feedbackType.inaccurateRecommendation': '推荐不准确',
  'feedbackType.other': '其他',
  'notices.title': '系统公告',
  'vendor.welcome': '欢迎访问',
  'vendor.enter': '进入',
  back: '返回',
} as const;

/** A key of the zh-CN catalogue. */
export type MessageKey = keyof typeof messages;

/** Values substituted for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A catalogue message with its parameters, as rules return it for the UI to {@link format}. */
export interface Message {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

/**
 * The zh-CN text for `key`, with each `{name}` replaced by `params[name]`.
 * A placeholder without a value is left as written, so a missing parameter is visible, not silent.
 */
export function format(key: MessageKey, params: MessageParams = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
