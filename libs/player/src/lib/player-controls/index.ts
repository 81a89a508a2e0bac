export { PlayerControls } from './player-controls';
export type { PlayerControlsProps } from './player-controls';
