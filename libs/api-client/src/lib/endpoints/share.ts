import { shareApi } from '../share-api';
import { decodeShareCount } from '../schemas/decoders';

/** A share video (`id`) as seen by a visitor (`uuid`). */
export interface ShareCheckArgs {
  readonly id: number;
  readonly uuid: string;
}

/** Unlock counts of the share service. */
export const shareCheckApi = shareApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /share/check?id&uuid`: how many people opened the video's unlock link. */
    getShareCount: build.query<number, ShareCheckArgs>({
      query: ({ id, uuid }) => ({
        url: '/share/check',
        params: { id, uuid },
        decode: decodeShareCount,
      }),
    }),
    /**
     * `GET /share/check?id&uuid&visit=1`: an unlock link was opened; the service counts this
     * visitor once. Resolves to the new count.
     */
    visitShareLink: build.mutation<number, ShareCheckArgs>({
      query: ({ id, uuid }) => ({
        url: '/share/check',
        params: { id, uuid, visit: 1 },
        decode: decodeShareCount,
      }),
    }),
  }),
});

export const { useGetShareCountQuery, useVisitShareLinkMutation } = shareCheckApi;
