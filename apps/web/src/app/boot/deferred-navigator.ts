import type { NavigateOptions } from 'react-router-dom';

/** A move of the app: where to, and React Router's options (replace, state). */
export type Move = (to: string, options?: NavigateOptions) => void;

/** Moves of the app asked for before its router exists, made once it is handed over. */
export interface DeferredNavigator {
  readonly navigate: Move;
  readonly handOver: (navigate: Move) => void;
}

export function deferredNavigator(): DeferredNavigator {
  let target: Move | null = null;
  let waiting: Parameters<Move> | null = null;
  return {
    navigate: (...move) => {
      if (target) target(...move);
      else waiting = move;
    },
    handOver: (navigate) => {
      target = navigate;
      // Only the latest: a second 401 before the router exists goes to the same screen.
      if (waiting !== null) navigate(...waiting);
      waiting = null;
    },
  };
}
