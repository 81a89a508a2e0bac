export { VideoCard } from './video-card';
export type { VideoCardItem, VideoCardProps, VideoCardVariant, VideoProgress } from './video-card';
