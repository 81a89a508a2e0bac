import type { Video } from './entities';
import { isHiddenTitle } from './filters';

/** How long 自动连播 counts down before the next film starts. */
export const AUTOPLAY_COUNTDOWN_SECONDS = 5;

/**
 * 自动连播 after a film ended: counting down (or, under 省流, asking whether to play the next
 * film), cancelled by a tap, or due.
 */
export interface AutoplayState {
  readonly status: 'counting' | 'asking' | 'cancelled' | 'due';
  /** Whole seconds left. */
  readonly remaining: number;
}

/** `tick` once a second; `cancel` on the visitor's tap; `now` on 立即播放. */
export type AutoplayEvent =
  { readonly type: 'tick' } | { readonly type: 'cancel' } | { readonly type: 'now' };

export const initialAutoplayState: AutoplayState = {
  status: 'counting',
  remaining: AUTOPLAY_COUNTDOWN_SECONDS,
};

/** Under 省流 the next film waits for the visitor's 播放: it costs data they may not want spent. */
export const askingAutoplayState: AutoplayState = { status: 'asking', remaining: 0 };

/**
 * 自动连播 after `event`: ticks reach `due` (a question is not answered by time passing); a
 * cancelled or due one stays so.
 */
export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  if (state.status !== 'counting' && state.status !== 'asking') return state;
  switch (event.type) {
    case 'tick': {
      if (state.status === 'asking') return state;
      const remaining = state.remaining - 1;
      return { status: remaining > 0 ? 'counting' : 'due', remaining: Math.max(0, remaining) };
    }
    case 'cancel':
      return { ...state, status: 'cancelled' };
    case 'now':
      return { status: 'due', remaining: 0 };
  }
}

/**
 * The film 自动连播 plays after `current`: the first of 猜你喜欢 that is not the film that ended
 * and not hidden (★); none when the list has no other.
 */
export function nextFilm(mayLike: readonly Video[], current: number): Video | undefined {
  return mayLike.find((video) => video.id !== current && !isHiddenTitle(video.title));
}
