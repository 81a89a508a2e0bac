import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { FAVOURITE_TAG, KEEP_UNUSED_DATA_SECONDS } from './cache-policy';

/**
 * The own API (`config.apiBaseUrl`). Empty here: each resource file under `endpoints/` injects its
 * calls. Add `reducer` and `middleware` to the store, with {@link ApiExtra} as the thunk extra.
 */
export const ownApi = createApi({
  reducerPath: 'ownApi',
  baseQuery: createBaseQuery('own'),
  tagTypes: [FAVOURITE_TAG],
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  // Back online, what screens show is asked for again (with `setupListeners` in the app).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
