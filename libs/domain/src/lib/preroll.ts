import type { Ad } from './entities';
import type { Message } from './messages';

/**
 * The pre-roll ad before the normal player: a countdown (`counting`), then a close button
 * (`closable`), then the player is revealed (`closed`).
 */
export interface PrerollState {
  readonly status: 'counting' | 'closable' | 'closed';
  /** Whole seconds left on the countdown. */
  readonly remaining: number;
}

/** `tick` once a second while counting; `closeRequested` when the button is tapped. */
export type PrerollEvent = { readonly type: 'tick' } | { readonly type: 'closeRequested' };

/** Countdown of an ad whose length the server leaves to the app. */
export const PREROLL_DEFAULT_SECONDS = 5;

/** How long `ad` counts down before it can be closed: its own duration, else the default. */
export function prerollSeconds(ad: Pick<Ad, 'durationSeconds'>): number {
  return ad.durationSeconds ?? PREROLL_DEFAULT_SECONDS;
}

/** A pre-roll counting down from the ad's duration (whole seconds, rounded up; none is 0). */
export function initialPrerollState(durationSeconds: number): PrerollState {
  const remaining = Number.isFinite(durationSeconds) ? Math.max(0, Math.ceil(durationSeconds)) : 0;
  return { status: remaining > 0 ? 'counting' : 'closable', remaining };
}

/** The pre-roll after `event`: ticks count down to a close button; closing works only then. */
export function prerollReducer(state: PrerollState, event: PrerollEvent): PrerollState {
  switch (event.type) {
    case 'tick': {
      if (state.status !== 'counting') return state;
      const remaining = state.remaining - 1;
      return { status: remaining > 0 ? 'counting' : 'closable', remaining };
    }
    case 'closeRequested':
      return state.status === 'closable' ? { ...state, status: 'closed' } : state;
  }
}

/** The text of the pre-roll's button: the countdown (`5s`), then 关闭. */
export function prerollButtonLabel(state: PrerollState): Message {
  return state.status === 'counting'
    ? { key: 'player.countdown', params: { n: state.remaining } }
    : { key: 'player.close', params: {} };
}
