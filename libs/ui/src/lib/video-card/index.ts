export { VideoCard } from './video-card';
export type { VideoCardProps, VideoCardVariant } from './video-card';
