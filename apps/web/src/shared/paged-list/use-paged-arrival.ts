import type { ArrivalArgs, ArrivalCall } from '@video/api-client';
import { arrivalEndpoint } from '@video/api-client/react';
import type { Video } from '@video/domain';
import {
  type PagedList,
  type PagedListOptions,
  type PageEndpoint,
  usePagedList,
} from './use-paged-list';

/** The arrival calls that ask for a list's first page of videos. */
type FirstPageEndpoint = 'getVideos' | 'getRanking';

/**
 * The paged list whose first page is `call`: the arrival call the boot may have made already,
 * paged on from it with the same arguments and cache mode (`fresh`).
 */
export function usePagedArrival(
  call: ArrivalCall<FirstPageEndpoint>,
  options?: Omit<PagedListOptions, 'fresh'>,
): PagedList<Video> {
  const { page: _first, ...filter } = call.args;
  // Either endpoint answers a page of videos for its filter and a page number.
  const endpoint = arrivalEndpoint(call.endpoint) as unknown as PageEndpoint<
    ArrivalArgs<FirstPageEndpoint>,
    Video
  >;
  return usePagedList(endpoint, filter, { ...options, fresh: call.fresh });
}
