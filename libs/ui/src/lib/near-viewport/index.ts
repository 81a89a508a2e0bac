export { useNearViewport } from './use-near-viewport';
export type { NearViewportOptions } from './use-near-viewport';
