import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { FAVOURITE_TAG, KEEP_UNUSED_DATA_SECONDS } from './cache-policy';

/**
 * The share service (`config.shareApiBaseUrl`): unlock counts and favourites. Empty here: the
 * files under `endpoints/` inject its calls. Add it to the store beside {@link ownApi}.
 */
export const shareApi = createApi({
  reducerPath: 'shareApi',
  baseQuery: createBaseQuery({
    baseUrl: (config) => config.shareApiBaseUrl,
    // Another service: the visitor's cookies and token go there only when the config says so.
    withCredentials: (config) => config.shareApiCredentials === true,
    // The service tells sites and visitors apart by `site` and `uuid` on every call.
    identifyVisitor: true,
  }),
  tagTypes: [FAVOURITE_TAG],
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  // Back online, what screens show is asked for again (with `setupListeners` in the app).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
