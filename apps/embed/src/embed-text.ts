import { format } from '@video/domain';
import { playerText } from '@video/player';

/** The embeddable player's labels: the player's own, and those of the page around the film. */
export const embedText = {
  ...playerText,
  retry: '重新加载',
  watchOnSite: '去网站观看',
  unlockOnSite: '去网站分享解锁',
  missing: '视频不存在或已下架',
  loading: format('list.loading'),
} as const;
