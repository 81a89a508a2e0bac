/** A signal that aborts after `ms` or with `outer` (if any), whichever comes first; `dispose` stops the timer. */
export interface TimeoutSignal {
  readonly signal: AbortSignal;
  readonly dispose: () => void;
}

/** `AbortSignal.any` and `AbortSignal.timeout` by hand, for WebViews that lack them. */
export function timeoutSignal(ms: number, outer?: AbortSignal): TimeoutSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  if (outer?.aborted) abort();
  else outer?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}
