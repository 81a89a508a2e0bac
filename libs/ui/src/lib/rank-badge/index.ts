export { RankBadge } from './rank-badge';
export type { RankBadgeProps } from './rank-badge';
