import { SEEK_SECONDS } from '@video/domain';

/** Taps on the left or right third of the player, adding up until they are committed. */
export interface SeekTapState {
  /** Seconds to seek by when committed: −10 per left tap, +10 per right tap. */
  readonly offset: number;
  /** Taps since the last commit, so a run that cancels out (left, right) still counts as active. */
  readonly taps: number;
}

/** A side of the player. */
export type SeekSide = 'left' | 'right';

/** `tap` on a side; `commit` once taps stop (the seek is made, the run starts over). */
export type SeekTapEvent =
  { readonly type: 'tap'; readonly side: SeekSide } | { readonly type: 'commit' };

/** The player's taps commit after this long without another tap. */
export const SEEK_TAP_IDLE_MS = 600;

/** No taps yet. */
export const initialSeekTapState: SeekTapState = { offset: 0, taps: 0 };

/** The run after `event`: each tap adds ∓{@link SEEK_SECONDS}; a commit starts over. */
export function seekTapReducer(state: SeekTapState, event: SeekTapEvent): SeekTapState {
  switch (event.type) {
    case 'tap':
      return {
        offset: state.offset + (event.side === 'left' ? -SEEK_SECONDS : SEEK_SECONDS),
        taps: state.taps + 1,
      };
    case 'commit':
      return initialSeekTapState;
  }
}

/** The hint over the player for a run: '-20s', '+10s'; null when there is nothing to seek. */
export function seekTapHint({ offset }: SeekTapState): string | null {
  if (offset === 0) return null;
  return `${offset > 0 ? '+' : '-'}${Math.abs(offset)}s`;
}
