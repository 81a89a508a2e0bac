export { ShareLockOverlay } from './share-lock-overlay';
export type { ShareLockOverlayProps } from './share-lock-overlay';
