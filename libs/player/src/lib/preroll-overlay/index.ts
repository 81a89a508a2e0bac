export { PrerollOverlay } from './preroll-overlay';
export type { PrerollOverlayProps } from './preroll-overlay';
