export { VideoGrid } from './video-grid';
export type { VideoGridEdge, VideoGridProps } from './video-grid';
