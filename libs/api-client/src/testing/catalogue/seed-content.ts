/** Fixed content of the seeded catalogue: names, tags, ad copy and notices. */
import { SHARE_VIDEO_TYPE, SHORT_VIDEO_TYPE } from '@video/domain';

/** Normal categories in home order; their ids and type ids are 1..n. */
export const CATEGORY_NAMES: readonly string[] = [
  '电影',
  '电视剧',
  '综艺',
  '动漫',
  '纪录片',
  '体育',
  '音乐',
  '搞笑',
  '美食',
  '旅行',
];

/** The two special types: the short-video feed and the share-to-unlock videos. */
export const SPECIAL_CATEGORIES: readonly { id: number; name: string }[] = [
  { id: SHORT_VIDEO_TYPE, name: '短视频' },
  { id: SHARE_VIDEO_TYPE, name: '分享视频' },
];

export const TAG_NAMES: readonly string[] = [
  '高清',
  '国语',
  '粤语',
  '悬疑',
  '爱情',
  '喜剧',
  '动作',
  '科幻',
  '家庭',
  '青春',
  '历史',
  '战争',
  '治愈',
  '热血',
  '经典',
  '独家',
  '纪实',
  '萌宠',
  '运动',
  '原创',
  '现场',
  '怀旧',
  '美食',
  '旅行',
];

/** Banner tags of the home tag strip (`/api/adsort`). */
export const BANNER_TAG_NAMES: readonly string[] = ['推荐', '热门', '福利'];

export const AD_TITLES: readonly string[] = [
  '新人专享福利',
  '每日签到领好礼',
  '限时会员特惠',
  '热门游戏免费玩',
  '邀请好友得奖励',
  '精品短剧抢先看',
  '官方交流群',
  '周末观影节',
];

/** Notices; the last one carries hostile HTML so that the client's sanitiser is exercised. */
export const NOTICES: readonly { title: string; content: string; daysAgo: number }[] = [
  {
    title: '欢迎来到视频乐园',
    content: '<p>欢迎来到<b>视频乐园</b>！</p><p>每日更新，精彩不断。</p>',
    daysAgo: 1,
  },
  {
    title: '收藏功能上线',
    content: '<p>新增<b>收藏</b>功能。<br>在“我的”页面即可查看收藏的视频。</p>',
    daysAgo: 4,
  },
  {
    title: '系统维护通知',
    content: '<p>本周五 02:00 至 04:00 进行系统维护，期间可能无法播放，敬请谅解。</p>',
    daysAgo: 9,
  },
  {
    title: '分享解锁说明',
    content:
      '<p>把视频分享给 <b>2</b> 位好友即可解锁观看。<a href="https://example.com/help">查看说明</a></p>',
    daysAgo: 20,
  },
  {
    title: '意见反馈',
    content: '<p>遇到播放问题？请在“我的 - 意见反馈”中告诉我们。<br>感谢支持！</p>',
    daysAgo: 35,
  },
  {
    title: '安全测试公告',
    content:
      '<p>正常内容</p><img src=x onerror=alert(1)><script>alert("xss")</script>' +
      '<a href="javascript:alert(1)">点我</a>',
    daysAgo: 60,
  },
];

export const APP_LINKS = {
  checkin: 'https://example.com/checkin',
  activity: 'https://example.com/activity',
} as const;

/** The `site` of the seeded favourites and of {@link testConfig}. */
export const REFERENCE_SITE = 'demo';
