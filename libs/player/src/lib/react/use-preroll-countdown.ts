import { initialPrerollState, type PrerollState, prerollReducer } from '@video/domain';
import { useEffect, useEffectEvent, useReducer } from 'react';

/** The pre-roll ad's countdown. */
export interface PrerollCountdown {
  readonly state: PrerollState;
  /** The close button was tapped; it only closes once the countdown is over. */
  requestClose(): void;
}

/** Counts `seconds` down once a second, then lets the ad close and calls `onClosed`. */
export function usePrerollCountdown(seconds: number, onClosed: () => void): PrerollCountdown {
  const [state, dispatch] = useReducer(prerollReducer, seconds, initialPrerollState);
  const closed = useEffectEvent(onClosed);

  useEffect(() => {
    if (state.status !== 'counting') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [state.status]);

  useEffect(() => {
    if (state.status === 'closed') closed();
  }, [state.status]);

  return { state, requestClose: () => dispatch({ type: 'closeRequested' }) };
}
