import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { isApiError } from '@video/api-client';
import { useArrivalQuery, videosApi } from '@video/api-client/react';
import { dataSaverEffects, format, nextFilm, type Video } from '@video/domain';
import { routes, videoDetails } from '@video/routes';
import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { EmptyState, ErrorState, Skeleton, Spinner } from '@video/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { PillLink } from '../../shared/pill-link';
import { useDataSaver } from '../../core/data-saver';
import { useDocumentTitle } from '../../core/document-title';
import { useNavigationTime } from '../../core/navigation-time';
import { useServices } from '../../core/services';
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
 * Below the fold, and it brings the virtualised list: loaded once the stream has started (or
 * {@link MAY_LIKE_WAIT_MS} at most), so that the first frame waits for neither.
 */
const MayLikeList = lazy(async () => ({ default: (await import('./may-like-list')).MayLikeList }));

/** Shown only once a film has ended: loaded then. */
const AutoplayNext = lazy(async () => ({
  default: (await import('./autoplay-next')).AutoplayNext,
}));

const PAGE_TITLE = '视频播放';

/**
 * How long 猜你喜欢 waits at most for the stream to start. Its list, cards and covers would
 * otherwise compete with the stream's first fragment for the link and the main thread (beside
 * them, the film's first frame came a third of a second later on a first visit); a stream that
 * stalls holds the list back no longer than this.
 */
export const MAY_LIKE_WAIT_MS = 3000;

/**
 * `/playVideo?id=`: the normal player (pre-roll ad, favourite, watch history), the PLAYINFO ad and
 * 猜你喜欢 below. Another id (a may-like tap) starts over: new player, new pre-roll, at the top.
 */
export function PlayVideoScreen() {
  const { id } = routes.playVideo.read(useLocation());

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  return id === null ? <MissingVideo /> : <PlayVideo key={id} id={id} />;
}

function PlayVideo({ id }: { readonly id: number }) {
  // The ads-off wait counts from the visitor's tap (or the page's opening), like an ad would.
  const [openedAt] = useState(useNavigationTime());
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const { data, error, isError, refetch } = useArrivalQuery(videoDetails(id));
  const kept = useKeptFilmVideo(id, isError);
  // Offline, or gone from the API, a film kept whole plays from what was kept.
  const video = data ?? kept.video;
  const [streamSettled, setStreamSettled] = useState(false);
  const [ended, setEnded] = useState(false);
  const cancelUpNext = useCallback(() => setEnded(false), []);
  // 猜你喜欢 renders in a transition, in slices that yield to the stream's own work.
  const settle = useCallback(() => startTransition(() => setStreamSettled(true)), []);
  useEffect(() => {
    const timer = setTimeout(settle, MAY_LIKE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settle]);
  useRecordWatch(video);
  useDocumentTitle(video?.title ?? PAGE_TITLE);

  if (isError && !video) {
    if (kept.looking) return <LoadingVideo />;
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
      player={
        <VideoPlayer
          video={video}
          adsEnabled={adsEnabled}
          openedAt={openedAt}
          onSettled={settle}
          onEnded={({ autoNext }) => setEnded(autoNext)}
          endOverlay={ended && <UpNext playingId={video.id} onCancel={cancelUpNext} />}
        />
      }
    >
      <VideoDetails video={video} />
      {adsEnabled && <PlayInfoAd />}
      <Suspense fallback={<Spinner />}>
        {streamSettled ? <MayLikeList playingId={video.id} /> : <Spinner />}
      </Suspense>
    </PlayerPage>
  );
}

/**
 * 自动连播 once the film ended, where the visitor has it on (设置) and 猜你喜欢 has another film:
 * the next plays after the countdown, as a tap on it would; under 省流 it asks first.
 */
function UpNext({
  playingId,
  onCancel,
}: {
  readonly playingId: number;
  readonly onCancel: () => void;
}) {
  const { storage } = useServices();
  const on = useStoredValue(storage, storageKeys.autoplayNext);
  const { autoplayCountsDown } = dataSaverEffects(useDataSaver());
  const navigate = useNavigate();
  const { data } = videosApi.endpoints.getMayLike.useQueryState({ page: 1 });
  const next = data && nextFilm(data.items, playingId);
  const play = useCallback(() => {
    if (next) void navigate(routes.playVideo.href(next));
  }, [navigate, next]);
  if (!on || !next) return null;
  return (
    <Suspense fallback={null}>
      <AutoplayNext next={next} countdown={autoplayCountsDown} onPlay={play} onCancel={onCancel} />
    </Suspense>
  );
}

/** What the film's lookup among the kept films found. */
interface KeptLookup {
  readonly video: Video | undefined;
  /** Looking: the API failed and the kept films are being read. */
  readonly looking: boolean;
}

/**
 * Film `id` as kept whole for offline viewing (离线缓存), looked up only once the API failed
 * (offline, or the film gone from it): the kept films' code stays out of the player's start.
 */
function useKeptFilmVideo(id: number, apiFailed: boolean): KeptLookup {
  const { storage } = useServices();
  const [found, setFound] = useState<{ readonly id: number; readonly video?: Video } | null>(null);
  useEffect(() => {
    if (!apiFailed) return;
    let current = true;
    void import('./kept-film-video').then(({ keptFilmVideoOf }) => {
      if (current) setFound({ id, video: keptFilmVideoOf(storage, id) });
    });
    return () => {
      current = false;
    };
  }, [apiFailed, id, storage]);
  const settled = found?.id === id;
  return { video: settled ? found.video : undefined, looking: apiFailed && !settled };
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
      <PillLink to={routes.home.href()}>返回首页</PillLink>
    </p>
  );
}
