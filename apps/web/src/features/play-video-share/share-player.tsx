import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { useGetAdsQuery, useGetVideoQuery, useGetVideosQuery } from '@video/api-client/react';
import {
  format,
  isLocked,
  pageviewsText,
  playVideoSharePath,
  SHARE_LIST_CAP,
  type ShareEntry,
  unlockCount,
  type Video,
  visibleVideos,
} from '@video/domain';
import { PlayerFrame, type PlayerOptions, ShareLockOverlay } from '@video/player';
import { AdBanner, EmptyState, ErrorState, Spinner } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../core/document-title';
import { NEWEST_SHARE_VIDEOS } from '../../shared/newest-share-videos';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import {
  FavouriteButton,
  isMissingVideo,
  MISSING_VIDEO_TEXT,
  PlayerPage,
  useCoverUrl,
  usePlayerErrorReport,
  usePlayerStores,
  useRecordWatch,
} from '../../shared/player';
import styles from './play-video-share-screen.module.css';
import { shareText } from './share-text';
import { ShareVideoList, ShareVideoListSkeleton } from './share-video-list';
import { useIllegalPlayGuard } from './use-illegal-play-guard';
import { useShareEntries } from './use-share-entries';
import { useUnlockActions } from './use-unlock-actions';

export interface SharePlayerProps {
  /** The share video to play. */
  readonly id: number;
}

/**
 * The locked share player: the video in a 16:9 frame behind the share lock until 2 people
 * opened its unlock link (as counted on this device), its details, the PLAYINFO ad and the
 * share videos, of which a tap plays another in place.
 */
export function SharePlayer({ id }: SharePlayerProps) {
  const detail = useGetVideoQuery(id);
  const video = detail.data;
  useDocumentTitle(video?.title ?? format('home.unlock'));
  const entries = useShareEntries();
  const count = unlockCount(entries, id);
  const locked = isLocked(count);
  const actions = useUnlockActions({ id, title: video?.title ?? '' });
  // A stored count means the link was copied before, maybe in an earlier visit.
  const copied = actions.copied || entries.some((entry) => entry.id === id);
  const guard = useIllegalPlayGuard(id, locked);
  const { positions, seekHint } = usePlayerStores();
  const playerOptions = useMemo<PlayerOptions>(() => ({ positions }), [positions]);
  const poster = useCoverUrl(video?.cover);
  const reportPlayerError = usePlayerErrorReport();
  // A locked video is not watched, and must not reach the history's normal player.
  useRecordWatch(locked ? undefined : video);

  const lock = (
    <ShareLockOverlay
      count={count}
      copied={copied}
      busy={actions.busy}
      onCopyLink={actions.copyLink}
      onRefresh={actions.refresh}
      onShare={actions.share}
    />
  );

  return (
    <PlayerPage title={format('home.unlock')} videoId={video?.id} player={frame()}>
      {video && <VideoDetails video={video} favourite={!locked} />}
      <InfoAd />
      <ShareVideos currentId={id} entries={entries} />
    </PlayerPage>
  );

  /** In the frame's place while there is no video: loading, gone, or failed with a retry. */
  function failure(): ReactNode {
    if (!detail.isError) return <Spinner />;
    // Gone for good: the share videos below remain to pick another.
    if (isMissingVideo(detail.error)) return <p className={styles.missing}>{MISSING_VIDEO_TEXT}</p>;
    return <ErrorState onRetry={() => void detail.refetch()} />;
  }

  function frame(): ReactNode {
    if (video === undefined) {
      return <FrameBox>{failure()}</FrameBox>;
    }
    if (guard.destroyed) return <FrameBox poster={poster}>{lock}</FrameBox>;
    return (
      <PlayerFrame
        key={id}
        src={video.videoPath}
        poster={poster}
        autoPlay={!locked}
        resumeKey={String(id)}
        title={video.title}
        options={playerOptions}
        seekHintStore={seekHint}
        onPlayStarted={guard.onPlayStarted}
        onError={reportPlayerError}
      >
        {lock}
      </PlayerFrame>
    );
  }
}

/** A 16:9 black box in the player's place: loading, failed, or after an illegal start. */
function FrameBox({
  poster,
  children,
}: {
  readonly poster?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      {poster && <img className={styles.poster} src={poster} alt="" />}
      {children}
    </div>
  );
}

/** Title, views and duration; the favourite button once unlocked. */
function VideoDetails({
  video,
  favourite,
}: {
  readonly video: Video;
  readonly favourite: boolean;
}) {
  return (
    <div className={styles.details}>
      <div className={styles.heading}>
        <h2 className={styles.title}>{video.title}</h2>
        <p className={styles.meta}>
          {[pageviewsText(video.pageviews), video.duration].filter(Boolean).join(' · ')}
        </p>
      </div>
      {favourite && <FavouriteButton video={video} />}
    </div>
  );
}

/** The first PLAYINFO ad (the share page takes the first, not a random one), with ads on. */
function InfoAd() {
  const { loadImage, openExternal } = useServices();
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const { data: ads } = useGetAdsQuery('PLAYINFO', { skip: !adsEnabled });
  const ad = adsEnabled ? ads?.[0] : undefined;
  if (ad === undefined) return null;
  return (
    <div className={styles.ad}>
      <AdBanner ad={ad} load={loadImage} onOpen={(opened) => openExternal(opened.url)} />
    </div>
  );
}

/** The newest share videos (at most 10), the current one marked; a tap plays another here. */
function ShareVideos({
  currentId,
  entries,
}: {
  readonly currentId: number;
  readonly entries: readonly ShareEntry[];
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const list = useGetVideosQuery(NEWEST_SHARE_VIDEOS);
  const videos = useMemo(
    () => visibleVideos(list.data?.items ?? []).slice(0, SHARE_LIST_CAP),
    [list.data],
  );
  // Replace: the list switches videos in place, back leaves the share player.
  const select = useCallback(
    (video: Video) => navigate(playVideoSharePath(video.id), { replace: true }),
    [navigate],
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {shareText.listTitle}
      </h2>
      {content()}
    </section>
  );

  function content(): ReactNode {
    if (list.data === undefined) {
      return list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : (
        <ShareVideoListSkeleton />
      );
    }
    if (videos.length === 0) return <EmptyState text={shareText.listEmpty} />;
    return (
      <ShareVideoList videos={videos} currentId={currentId} entries={entries} onSelect={select} />
    );
  }
}
