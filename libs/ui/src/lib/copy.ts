/**
 * Interface text the domain catalogue does not hold: accessible names and labels that only
 * the components use. Everything the catalogue has is taken from it through `format()`.
 */
export const uiText = {
  tabBar: '底部导航',
  tabDot: '有新公告',
  remove: '删除',
  close: '关闭',
  ad: '广告',
  retry: '重新加载',
  sort: '排序',
  pageSlider: '选择页码',
  rank: (place: number) => `第${place}名`,
} as const;
