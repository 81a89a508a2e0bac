import { type ReactNode, useCallback, useEffect, useId, useMemo } from 'react';
import { useArrivalQuery, useGetShareCountQuery } from '@video/api-client/react';
import {
  format,
  isLocked,
  pageviewsText,
  SHARE_LIST_CAP,
  type ShareEntry,
  unlockCount,
  type Video,
  visibleVideos,
} from '@video/domain';
import { routes, newestShareVideos, playInfoAds, videoDetails } from '@video/routes';
import { PlayerFrame, ShareLockOverlay } from '@video/player/react';
import { storageKeys } from '@video/storage';
import { AdBanner, EmptyState, ErrorState, Spinner } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../core/document-title';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import {
  FavouriteButton,
  isMissingVideo,
  MISSING_VIDEO_TEXT,
  MobileDataGate,
  PlayerBox,
  PlayerPage,
  useCoverUrl,
  usePlayerErrorReport,
  useFilmPlayerOptions,
  useRecordWatch,
} from '../../shared/player';
import { ShareButton } from '../../shared/share';
import styles from './play-video-share-screen.module.css';
import { storeShareCount } from './share-entries';
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
 * opened its unlock link, its details, the PLAYINFO ad and the share videos, of which a tap
 * plays another in place. The count stored on this device only decides what to ask: the
 * stream reaches the player (no source, nothing preloaded before) once the share service
 * says the video is unlocked, so an edited `shareVideos` unlocks nothing.
 */
export function SharePlayer({ id }: SharePlayerProps) {
  const detail = useArrivalQuery(videoDetails(id));
  const video = detail.data;
  useDocumentTitle(video?.title ?? format('home.unlock'));
  const entries = useShareEntries();
  const unlock = useServiceUnlock(id, unlockCount(entries, id));
  const { count } = unlock;
  const locked = !unlock.confirmed;
  const actions = useUnlockActions({ id, title: video?.title ?? '' });
  // A stored count means the link was copied before, maybe in an earlier visit.
  const copied = actions.copied || entries.some((entry) => entry.id === id);
  const guard = useIllegalPlayGuard(id, locked);
  const { options, seekHint, rate, qualityNote } = useFilmPlayerOptions(String(id));
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
      return <PlayerBox>{failure()}</PlayerBox>;
    }
    if (guard.destroyed) return <PlayerBox poster={poster}>{lock}</PlayerBox>;
    if (unlock.failed) {
      return (
        <PlayerBox poster={poster}>
          <ErrorState onRetry={unlock.retry} />
        </PlayerBox>
      );
    }
    const player = (
      <PlayerFrame
        // A fresh player when the lock changes: one locked again keeps no source it had.
        key={`${id}:${locked ? 'locked' : 'unlocked'}`}
        src={locked ? null : video.videoPath}
        poster={poster}
        autoPlay={!locked}
        resumeKey={String(id)}
        title={video.title}
        options={options}
        seekHintStore={seekHint}
        rateStore={rate}
        qualityNote={qualityNote}
        onPlayStarted={guard.onPlayStarted}
        onError={reportPlayerError}
      >
        {lock}
      </PlayerFrame>
    );
    if (locked) return player;
    // Unlocked, the film's stream may load: on mobile data, once the visitor says so.
    return (
      <MobileDataGate video={video} prerollSeconds={0} poster={poster}>
        {player}
      </MobileDataGate>
    );
  }
}

/** Where the share service stands on a video's lock. */
interface ServiceUnlock {
  /** The count to show: the service's once it answered, else the one stored on the device. */
  readonly count: number;
  /** The service said the video is unlocked: its stream may reach the player. */
  readonly confirmed: boolean;
  /** The service could not be asked: the video stays locked, with a retry. */
  readonly failed: boolean;
  readonly retry: () => void;
}

/**
 * Asks the share service (`share/check`, counting nothing) whether video `id` is unlocked when
 * the count stored on the device says so; a locked count asks nothing (the lock's own buttons
 * do). The service's answer is stored back, so a count it does not confirm shows the lock again.
 */
function useServiceUnlock(id: number, stored: number): ServiceUnlock {
  const { storage } = useServices();
  const uuid = storage.get(storageKeys.uuid);
  const check = useGetShareCountQuery({ id, uuid }, { skip: isLocked(stored) });
  const answer = check.currentData;
  useEffect(() => {
    if (answer !== undefined && answer !== stored) storeShareCount(storage, id, answer);
  }, [answer, stored, storage, id]);
  return {
    count: answer ?? stored,
    confirmed: answer !== undefined && !isLocked(answer),
    failed: check.isError && answer === undefined,
    retry: () => void check.refetch(),
  };
}

/**
 * Title, views and duration; once unlocked, 分享 (the page's address, or 嵌入: the embeddable
 * player's share film, behind the same lock) and the favourite button. While locked, the lock's
 * own buttons share the unlock link.
 */
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
      {favourite && (
        <span className={styles.actions}>
          <ShareButton film={{ ...video, share: true }} />
          <FavouriteButton video={video} />
        </span>
      )}
    </div>
  );
}

/** The first PLAYINFO ad (the share page takes the first, not a random one), with ads on. */
function InfoAd() {
  const { loadImage, openExternal } = useServices();
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const { data: ads } = useArrivalQuery(playInfoAds, { skip: !adsEnabled });
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
  const list = useArrivalQuery(newestShareVideos);
  const videos = useMemo(
    () => visibleVideos(list.data?.items ?? []).slice(0, SHARE_LIST_CAP),
    [list.data],
  );
  // Replace: the list switches videos in place, back leaves the share player.
  const select = useCallback(
    (video: Video) => navigate(routes.playVideoShare.href(video), { replace: true }),
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
