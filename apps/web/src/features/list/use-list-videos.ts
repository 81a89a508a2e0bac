import { useCallback } from 'react';
import type { Location } from 'react-router-dom';
import { videosApi } from '@video/api-client/react';
import type { ListRequest, Video } from '@video/domain';
import { useAppDispatch } from '../../core/store/hooks';
import { type PagedList, usePagedList } from '../../shared/use-paged-list';
import { parseListFilter } from './list-filter';
import { useListArrival } from './use-list-arrival';

/**
 * The list's videos (`/api/videosort/{typeId}` page by page), starting from the address and
 * kept in step with it as the kept-alive view is shown at new entries.
 */
export function useListVideos(location: Location): PagedList<Video> {
  const appDispatch = useAppDispatch();
  const fetchPage = useCallback(
    ({ typeId, orderby, page }: ListRequest) =>
      appDispatch(
        videosApi.endpoints.getVideos.initiate(
          { typeId, orderby, page },
          // Every request is a fresh page: pull-to-refresh must not be answered from the cache.
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    [appDispatch],
  );
  const list = usePagedList<Video>(fetchPage, parseListFilter(location.search));
  useListArrival(location, list.dispatch);
  return list;
}
