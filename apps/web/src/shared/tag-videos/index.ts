export { TagVideosPanel } from './tag-videos-panel';
export type { TagVideosPanelProps } from './tag-videos-panel';
