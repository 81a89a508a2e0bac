export { VideoCard } from './video-card';
export type { VideoCardItem, VideoCardProps, VideoCardVariant } from './video-card';
