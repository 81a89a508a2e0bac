import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { FAVOURITE_TAG, KEEP_UNUSED_DATA_SECONDS } from './cache-policy';

/**
 * The share service (`config.shareApiBaseUrl`): unlock counts and favourites. Empty here: the
 * files under `endpoints/` inject its calls. Add it to the store beside {@link ownApi}.
 */
export const shareApi = createApi({
  reducerPath: 'shareApi',
  // Its rules (credentials only when the config says so, `site` and `uuid` on every call) are
  // the share service's in `API_SERVICES`.
  baseQuery: createBaseQuery('share'),
  tagTypes: [FAVOURITE_TAG],
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  // Back online, what screens show is asked for again (with `setupListeners` in the app).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
