// @video/player/react: React bindings over the framework-free core (`@video/player`) and the
// player's components (their CSS Modules ship as `@video/player/styles.css`). Needs react and
// @video/ui installed beside the core.

// Hooks over the core
export { usePlayer } from './lib/react/use-player';
export type { UsePlayerOptions } from './lib/react/use-player';
export { usePlayerField, usePlayerSelector, usePlayerState } from './lib/react/use-player-state';
export { usePlayerSlot } from './lib/react/use-player-slot';
export type { UsePlayerSlotOptions } from './lib/react/use-player-slot';
export { useLongPressRate } from './lib/react/use-long-press-rate';
export type { LongPressRate } from './lib/react/use-long-press-rate';
export { CONTROLS_HIDE_MS } from './lib/react/use-auto-hide';

// Components
export { PlayerFrame } from './lib/player-frame';
export type { PlayerFrameProps } from './lib/player-frame';
export { PlayerControls } from './lib/player-controls';
export type { PlayerControlsProps } from './lib/player-controls';
export { HeldRateHint } from './lib/held-rate-hint/held-rate-hint';
export { PrerollOverlay } from './lib/preroll-overlay';
export type { PrerollOverlayProps } from './lib/preroll-overlay';
export { ShareLockOverlay } from './lib/share-lock-overlay';
export type { ShareLockOverlayProps } from './lib/share-lock-overlay';
