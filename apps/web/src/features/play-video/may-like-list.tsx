import { useCallback, useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { videosApi } from '@video/api-client/react';
import { type ListRequest, playVideoPath, type Video } from '@video/domain';
import { useAppDispatch } from '../../core/store/hooks';
import { usePagedList } from '../../shared/use-paged-list';
import { VideoGrid } from '../../shared/video-grid';
import styles from './play-video-screen.module.css';

/** The list state wants a category and sort, which 'may like' does not have. */
const NO_FILTER = { typeId: 0, orderby: 'new' } as const;

/** 猜你喜欢: the may-like videos, page after page, without the one playing; a tap plays one. */
export function MayLikeList({ playingId }: { readonly playingId: number }) {
  const navigate = useNavigate();
  const headingId = useId();
  const appDispatch = useAppDispatch();
  const fetchPage = useCallback(
    ({ page }: ListRequest) =>
      appDispatch(videosApi.endpoints.getMayLike.initiate({ page }, { subscribe: false })).unwrap(),
    [appDispatch],
  );
  const { state, dispatch } = usePagedList<Video>(fetchPage, NO_FILTER);
  const videos = useMemo(
    () => state.items.filter((video) => video.id !== playingId),
    [state.items, playingId],
  );
  // Stable, for the memoised cards.
  const open = useCallback((video: Video) => void navigate(playVideoPath(video.id)), [navigate]);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        猜你喜欢
      </h2>
      <VideoGrid
        videos={videos}
        status={state.status}
        onOpen={open}
        onEndReached={() => dispatch({ type: 'nextPageRequested' })}
        onRetry={() => dispatch({ type: 'retry' })}
      />
    </section>
  );
}
