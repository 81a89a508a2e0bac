import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../shared/use-go-back';
import { format, type ListRequest, parseVideoId, playVideoPath, type Video } from '@video/domain';
import { videosApi } from '@video/api-client/react';
import { EmptyState, ErrorState, NavBar } from '@video/ui';
import { useAppDispatch } from '../../core/store/hooks';
import { usePagedList } from '../../shared/use-paged-list';
import { VideoGrid } from '../../shared/video-grid';
import styles from './artist-details-screen.module.css';
import { GridSkeleton } from './grid-skeleton';

/** Where back leads when the details were opened directly (no history entry to go back to). */
const FIND_ARTISTS = '/find/artist';

/**
 * /artist-details?id={tagId}&name=: the videos of one 'artist', which the app models as a tag
 * (see the Find screen's 艺人 sub-tab), paged in a grid. An unreadable id shows a way back.
 */
export function ArtistDetailsScreen() {
  const [params] = useSearchParams();
  const tagId = parseVideoId(params.get('id'));
  const name = params.get('name')?.trim() || format('find.artist');
  const back = useGoBack(FIND_ARTISTS);

  return (
    <main className={styles.screen}>
      <NavBar title={name} onBack={back} />
      {tagId === null ? (
        <div className={styles.missing}>
          <EmptyState text="没有找到这位艺人" />
          <Link to={FIND_ARTISTS} replace className={styles.backLink}>
            去发现看看
          </Link>
        </div>
      ) : (
        <ArtistVideos key={tagId} tagId={tagId} />
      )}
    </main>
  );
}

function ArtistVideos({ tagId }: { readonly tagId: number }) {
  const navigate = useNavigate();
  const appDispatch = useAppDispatch();
  const fetchPage = useCallback(
    ({ page }: ListRequest) =>
      appDispatch(
        videosApi.endpoints.getVideosByTag.initiate({ tagId, page }, { subscribe: false }),
      ).unwrap(),
    [appDispatch, tagId],
  );
  // The list state wants a category and sort; the tag stands in for the category.
  const { state, dispatch } = usePagedList<Video>(fetchPage, { typeId: tagId, orderby: 'new' });
  const retry = () => dispatch({ type: 'retry' });
  const empty = state.items.length === 0;

  if (empty && (state.status === 'idle' || state.status === 'loading')) return <GridSkeleton />;
  if (empty && state.status === 'error') return <ErrorState onRetry={retry} />;
  return (
    <>
      {state.total > 0 && <p className={styles.count}>共 {state.total} 个视频</p>}
      <VideoGrid
        videos={state.items}
        status={state.status}
        onOpen={(video) => void navigate(playVideoPath(video.id))}
        onEndReached={() => dispatch({ type: 'nextPageRequested' })}
        onRetry={retry}
        empty={<EmptyState text="暂无作品" />}
      />
    </>
  );
}
