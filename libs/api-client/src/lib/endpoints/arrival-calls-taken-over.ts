import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ArrivalCall } from '../arrival-call';
import type { ArrivalCalls } from '../arrival-calls';
import type { ArrivalData, ArrivalEndpoint } from '../requests/arrival-requests';
import { adsApi } from './ads';
import { categoriesApi } from './categories';
import { homeApi } from './home';
import { noticesApi } from './notices';
import { rankApi } from './rank';
import { videosApi } from './videos';

/** The own API's endpoints that send arrival calls, found among its resources' endpoints. */
type ArrivalEndpoints = Pick<
  typeof adsApi.endpoints &
    typeof categoriesApi.endpoints &
    typeof homeApi.endpoints &
    typeof noticesApi.endpoints &
    typeof rankApi.endpoints &
    typeof videosApi.endpoints,
  ArrivalEndpoint
>;

const endpoints: ArrivalEndpoints = {
  ...adsApi.endpoints,
  ...categoriesApi.endpoints,
  ...homeApi.endpoints,
  ...noticesApi.endpoints,
  ...rankApi.endpoints,
  ...videosApi.endpoints,
};

/** The endpoint that sends arrival calls of `endpoint`. */
export function arrivalEndpoint<K extends ArrivalEndpoint>(endpoint: K): ArrivalEndpoints[K] {
  return endpoints[endpoint];
}

/** What a screen reads of an arrival call: RTK Query's query state, the parts screens use. */
export interface ArrivalQuery<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
  readonly isError: boolean;
  /** Asks again (a retry after a failure). */
  readonly refetch: () => unknown;
}

/**
 * The screen's subscription to `call`: its endpoint's `useQuery` with its arguments, so that the
 * screen reads the reply the boot asked for early (`skip`: not asked, e.g. ads switched off).
 */
export function useArrivalQuery<K extends ArrivalEndpoint>(
  call: ArrivalCall<K>,
  options?: { readonly skip?: boolean },
): ArrivalQuery<ArrivalData<K>> {
  const useQuery = arrivalEndpoint(call.endpoint).useQuery as (
    args: unknown,
    options?: { readonly skip?: boolean },
  ) => ArrivalQuery<ArrivalData<K>>;
  return useQuery(call.args, options);
}

/**
 * The store takes over the calls made before it existed: each one's endpoint asks for it, and the
 * store's `fetch` ({@link ArrivalCalls.fetch}) answers with the early reply, so that the data is
 * in the cache when the screens render. Calls made later are taken over as they go.
 */
export function takeOverArrivalCalls(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  calls: Pick<ArrivalCalls, 'each'>,
): void {
  calls.each(({ endpoint, args, fresh }) => {
    const initiate = arrivalEndpoint(endpoint).initiate as (
      args: unknown,
      options: { subscribe: boolean; forceRefetch: boolean },
    ) => Parameters<typeof dispatch>[0];
    void dispatch(initiate(args, { subscribe: false, forceRefetch: fresh }));
  });
}
