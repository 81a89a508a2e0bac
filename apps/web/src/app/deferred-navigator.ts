/** Moves of the app asked for before its router exists, made once it is handed over. */
export interface DeferredNavigator {
  readonly navigate: (path: string) => void;
  readonly handOver: (navigate: (path: string) => void) => void;
}

export function deferredNavigator(): DeferredNavigator {
  let target: ((path: string) => void) | null = null;
  let waiting: string | null = null;
  return {
    navigate: (path) => {
      if (target) target(path);
      else waiting = path;
    },
    handOver: (navigate) => {
      target = navigate;
      // Only the latest: a second 401 before the router exists goes to the same screen.
      if (waiting !== null) navigate(waiting);
      waiting = null;
    },
  };
}
