import { useMemo } from 'react';
import { useGetHomeBlocksQuery, useGetRecommendedQuery } from '@video/api-client/react';
import { homeBlockVideos, type SeenTag, seenTags } from './seen-tags';

export interface SeenTags {
  readonly tags: readonly SeenTag[];
  readonly status: 'loading' | 'error' | 'ready';
  /** Asks again for what failed. */
  readonly retry: () => void;
}

/**
 * The tags of the videos the home feed shows (its category blocks and recommendations): the API
 * has no call listing tags, and these are the ones `/api/videotopic/{tagId}` is known to answer
 * for. Hot-search keywords carry no tag id, and `/api/adsort` lists banner tags, not video tags.
 * Both calls are the home screen's, so they are usually cached already.
 */
export function useSeenTags(): SeenTags {
  const blocks = useGetHomeBlocksQuery();
  const recommended = useGetRecommendedQuery();
  const tags = useMemo(
    () => seenTags([...homeBlockVideos(blocks.data ?? []), ...(recommended.data ?? [])]),
    [blocks.data, recommended.data],
  );
  const failed = (blocks.isError || recommended.isError) && tags.length === 0;
  const status = blocks.isLoading || recommended.isLoading ? 'loading' : failed ? 'error' : 'ready';
  const retry = () => {
    if (blocks.isError) void blocks.refetch();
    if (recommended.isError) void recommended.refetch();
  };
  return { tags, status, retry };
}
