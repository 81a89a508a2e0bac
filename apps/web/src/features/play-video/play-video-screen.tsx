import { lazy, Suspense, useEffect, useState } from 'react';
import { isApiError } from '@video/api-client';
import { useGetVideoQuery } from '@video/api-client/react';
import { format, parseVideoId } from '@video/domain';
import { EmptyState, ErrorState, Skeleton, Spinner } from '@video/ui';
import { useSearchParams } from '../../core/router';
import { PillLink } from '../../shared/pill-link';
import { useDocumentTitle } from '../../core/document-title';
import { useNavigationTime } from '../../core/navigation-time';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import {
  isMissingVideo,
  MISSING_VIDEO_TEXT,
  PlayerBox,
  PlayerPage,
  useRecordWatch,
} from '../../shared/player';
import { PlayInfoAd } from './play-info-ad';
import styles from './play-video-screen.module.css';
import { VideoDetails } from './video-details';
import { VideoPlayer } from './video-player';

/**
 * Below the fold, and it brings the virtualised list: loaded after the player, so that the code
 * the first frame waits for stays small.
 */
const MayLikeList = lazy(async () => ({ default: (await import('./may-like-list')).MayLikeList }));

const PAGE_TITLE = '视频播放';

/**
 * `/playVideo?id=`: the normal player (pre-roll ad, favourite, watch history), the PLAYINFO ad and
 * 猜你喜欢 below. Another id (a may-like tap) starts over: new player, new pre-roll, at the top.
 */
export function PlayVideoScreen() {
  const params = useSearchParams();
  const id = parseVideoId(params.get('id'));

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  return id === null ? <MissingVideo /> : <PlayVideo key={id} id={id} />;
}

function PlayVideo({ id }: { readonly id: number }) {
  // The ads-off wait counts from the visitor's tap (or the page's opening), like an ad would.
  const [openedAt] = useState(useNavigationTime());
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const { data: video, error, isError, refetch } = useGetVideoQuery(id);
  useRecordWatch(video);
  useDocumentTitle(video?.title ?? PAGE_TITLE);

  if (isError) {
    if (isMissingVideo(error)) return <MissingVideo />;
    return (
      <PlayerPage title={PAGE_TITLE} player={<PlayerBox />}>
        <ErrorState
          message={isApiError(error) ? error.message : format('list.error')}
          onRetry={() => void refetch()}
        />
        <HomeLink />
      </PlayerPage>
    );
  }
  if (!video) return <LoadingVideo />;
  return (
    <PlayerPage
      title={video.title}
      videoId={video.id}
      player={<VideoPlayer video={video} adsEnabled={adsEnabled} openedAt={openedAt} />}
    >
      <VideoDetails video={video} />
      {adsEnabled && <PlayInfoAd />}
      <Suspense fallback={<Spinner />}>
        <MayLikeList playingId={video.id} />
      </Suspense>
    </PlayerPage>
  );
}

/** The player's box and the title block's lines, so that nothing moves when the video arrives. */
function LoadingVideo() {
  return (
    <PlayerPage
      title={PAGE_TITLE}
      player={
        <PlayerBox>
          <Spinner />
        </PlayerBox>
      }
    >
      <div className={styles.skeleton}>
        <Skeleton height={22} />
        <Skeleton height={22} width="60%" />
        <Skeleton height={16} width="40%" />
      </div>
    </PlayerPage>
  );
}

function MissingVideo() {
  return (
    <PlayerPage title={PAGE_TITLE} player={<PlayerBox />}>
      <EmptyState text={MISSING_VIDEO_TEXT} />
      <HomeLink />
    </PlayerPage>
  );
}

function HomeLink() {
  return (
    <p className={styles.home}>
      <PillLink to="/home">返回首页</PillLink>
    </p>
  );
}
