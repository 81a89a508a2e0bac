import { type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { searchApi } from '@video/api-client/react';
import {
  ALL_CATEGORY_ID,
  type ListFilter,
  type ListRequest,
  playVideoPath,
  type Video,
} from '@video/domain';
import { PageSlider } from '@video/ui';
import { useAppDispatch } from '../../core/store/hooks';
import { usePagedList } from '../../shared/use-paged-list';
import { VideoGrid } from '../../shared/video-grid';
import styles from './search-list-screen.module.css';

/** Search has no category or sort: the list state machine gets fixed ones. */
const SEARCH_FILTER: ListFilter = { typeId: ALL_CATEGORY_ID, orderby: 'new' };

export interface SearchResultsProps {
  /** Not blank. */
  readonly keyword: string;
  /** Shown when nothing matched. */
  readonly empty: ReactNode;
}

/** The videos matching `keyword`, page by page, with the page slider when there are several. */
export function SearchResults({ keyword, empty }: SearchResultsProps) {
  const appDispatch = useAppDispatch();
  const navigate = useNavigate();
  const fetchPage = useCallback(
    ({ page }: ListRequest) =>
      appDispatch(
        searchApi.endpoints.searchVideos.initiate(
          { keyword, page },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    [appDispatch, keyword],
  );
  const { state, pages, dispatch } = usePagedList<Video>(fetchPage, SEARCH_FILTER);
  const openVideo = useCallback(
    (video: Video) => void navigate(playVideoPath(video.id)),
    [navigate],
  );
  const loadMore = useCallback(() => dispatch({ type: 'nextPageRequested' }), [dispatch]);
  const retry = useCallback(() => dispatch({ type: 'retry' }), [dispatch]);

  return (
    <>
      <VideoGrid
        videos={state.items}
        status={state.status}
        onOpen={openVideo}
        onEndReached={loadMore}
        onRetry={retry}
        empty={empty}
      />
      {pages > 1 && (
        <div className={styles.pager}>
          <PageSlider
            page={state.query.page}
            pages={pages}
            onChange={(page) => dispatch({ type: 'pageJumped', page })}
          />
        </div>
      )}
    </>
  );
}
