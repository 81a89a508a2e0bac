export { PREROLL_DEFAULT_SECONDS, PrerollOverlay } from './preroll-overlay';
export type { PrerollOverlayProps } from './preroll-overlay';
