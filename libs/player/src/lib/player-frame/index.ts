export { PlayerFrame } from './player-frame';
export type { PlayerFrameProps } from './player-frame';
