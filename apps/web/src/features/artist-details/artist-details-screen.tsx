import { useLocation, useNavigate } from 'react-router-dom';
import { PillLink } from '../../shared/pill-link';
import { useGoBack } from '../../shared/use-go-back';
import { format, LIST_COVER_RATIO } from '@video/domain';
import { routes } from '@video/routes';
import { videosApi } from '@video/api-client/react';
import { EmptyState, ErrorState, GridSkeleton, NavBar } from '@video/ui';
import { usePagedList } from '../../shared/paged-list';
import { VideoGrid } from '../../shared/video-grid';
import styles from './artist-details-screen.module.css';

/** Where back leads when the details were opened directly (no history entry to go back to). */
const FIND_ARTISTS = routes.find.href('artist');

/**
 * /artist-details?id={tagId}&name=: the videos of one 'artist', which the app models as a tag
 * (see the Find screen's 艺人 sub-tab), paged in a grid, titled with the tag's name as its
 * videos carry it (艺人 until they came; `name` in the address is never shown). An unreadable id
 * shows a way back.
 */
export function ArtistDetailsScreen() {
  const tagId = routes.artistDetails.read(useLocation()).id;
  // The name is the tag's own, from its videos' labels: `?name=` is anyone's text.
  const firstPage = videosApi.endpoints.getVideosByTag.useQueryState(
    { tagId: tagId ?? 0, page: 1 },
    { skip: tagId === null },
  );
  const name =
    firstPage.data?.items.flatMap((video) => video.tags).find((tag) => tag.id === tagId)?.name ||
    format('find.artist');
  const back = useGoBack(FIND_ARTISTS);

  return (
    <main className={styles.screen}>
      <NavBar title={name} onBack={back} />
      {tagId === null ? (
        <div className={styles.missing}>
          <EmptyState text="没有找到这位艺人" />
          <PillLink to={FIND_ARTISTS}>去发现看看</PillLink>
        </div>
      ) : (
        <ArtistVideos key={tagId} tagId={tagId} />
      )}
    </main>
  );
}

function ArtistVideos({ tagId }: { readonly tagId: number }) {
  const navigate = useNavigate();
  const { items, status, total, loadMore, retry } = usePagedList(
    videosApi.endpoints.getVideosByTag,
    { tagId },
  );
  const empty = items.length === 0;

  if (empty && (status === 'idle' || status === 'loading'))
    return <GridSkeleton ratio={LIST_COVER_RATIO} />;
  if (empty && status === 'error') return <ErrorState onRetry={retry} />;
  return (
    <>
      {total > 0 && <p className={styles.count}>共 {total} 个视频</p>}
      <VideoGrid
        videos={items}
        status={status}
        onOpen={(video) => navigate(routes.playVideo.href(video))}
        onEndReached={loadMore}
        onRetry={retry}
        empty={<EmptyState text="暂无作品" />}
      />
    </>
  );
}
