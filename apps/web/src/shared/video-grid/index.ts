export { VideoGrid } from './video-grid';
export type { VideoGridProps } from './video-grid';
