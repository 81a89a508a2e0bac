import type { ArrivalArgs, ArrivalEndpoint } from './requests/arrival-requests';

/**
 * One call of the own API a screen makes on arrival, declared once: the boot sends it before the
 * framework has arrived, the store takes its reply over, and the screen's hooks subscribe to the
 * same endpoint with the same arguments and cache mode (React entry: `useArrivalQuery`).
 */
export interface ArrivalCall<K extends ArrivalEndpoint = ArrivalEndpoint> {
  readonly endpoint: K;
  readonly args: ArrivalArgs<K>;
  /** Asked past every cache, as a forced refetch: a list that must show what is new. */
  readonly fresh: boolean;
}

/** The arrival call of `endpoint` with `args` (`fresh`: past every cache). */
export function arrivalCall<K extends ArrivalEndpoint>(
  endpoint: K,
  args: ArrivalArgs<K>,
  { fresh = false }: { readonly fresh?: boolean } = {},
): ArrivalCall<K> {
  return { endpoint, args, fresh };
}
