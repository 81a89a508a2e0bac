import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { type AspectRatio, BLOCK_COVER_RATIO, dataSaverEffects, type Video } from '@video/domain';
import type { Player, PlayerState } from '@video/player';
import { HeldRateHint, useLongPressRate, usePlayerField, usePlayerSlot } from '@video/player/react';
import { LazyImage, PlayIcon, Spinner } from '@video/ui';
import { useDataSaver } from '../../core/data-saver';
import { useServices } from '../../core/services';
import { useFavouriteToggle, usePlayerErrorReport } from '../../shared/player';
import { ShareButton } from '../../shared/share';
import { Hearts, useHearts } from './feed-hearts';
import { CommentIcon, HeartIcon, SoundIcon } from './feed-icons';
import { FeedProgress } from './feed-progress';
import styles from './feed-video-slot.module.css';
import { shortVideoText } from './short-video-text';
import { useFeedTaps } from './use-feed-taps';

/** The feed's clips are portrait 9:16, the screen of a phone held upright. */
const PORTRAIT_RATIO: AspectRatio = { width: 9, height: 16 };

export interface FeedVideoSlotProps {
  /** The slot number, kept on the element for tests and measurements. */
  readonly slot: number;
  /** The video this slot holds now; none hides the slot (its element stays). */
  readonly video: Video | undefined;
  /** The slide the slot is drawn over. */
  readonly slideIndex: number | null;
  readonly active: boolean;
  /** The feed plays without sound: the visitor muted it. */
  readonly muted: boolean;
  /** The visitor muted or unmuted the feed (静音, 开启声音). */
  readonly onMutedChange: (muted: boolean) => void;
  /** 评论: not offered yet. */
  readonly onStayTuned: () => void;
}

/** The cover whole, over a blurred copy of it filling the screen (the same decoded image). */
function Poster({ image }: { image: NonNullable<Video['cover']> }) {
  const { loadImage } = useServices();
  const layer = (className: string | undefined, ratio: AspectRatio) => (
    <LazyImage className={className} image={image} load={loadImage} ratio={ratio} alt="" priority />
  );
  return (
    <div className={styles.poster}>
      {layer(styles.backdrop, PORTRAIT_RATIO)}
      {layer(styles.cover, BLOCK_COVER_RATIO)}
    </div>
  );
}

/** Statuses in which a tap pauses. */
const RUNNING = new Set<PlayerState['status']>(['playing', 'waiting']);

/**
 * One of the feed's three recycled player slots: a persistent `<video>` and player core that
 * take whatever video the slot is given, drawn over that video's slide. It moves with the
 * slides because it sits in Swiper's wrapper, `slideIndex` screens down. The slot on the active
 * slide plays; the others stay paused with their start loaded (under 省流, nothing loaded), and
 * out of reach of focus. A tap
 * pauses or plays; a double tap adds the clip to 我的收藏 with a heart where the finger was (a
 * second double tap keeps it); a finger held on the playing clip plays it at 2x until it lifts.
 * Where the browser refuses sound before a tap, the clip starts muted with 开启声音.
 */
export function FeedVideoSlot({
  slot,
  video,
  slideIndex,
  active,
  muted,
  onMutedChange,
  onStayTuned,
}: FeedVideoSlotProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Under 省流 only the clip on screen loads: the next one when it is swiped to.
  const { feedLoadsNeighbours } = dataSaverEffects(useDataSaver());
  const player = usePlayerSlot(videoRef, {
    src: active || feedLoadsNeighbours ? video?.videoPath : undefined,
    item: video?.id,
    active,
    title: video?.title,
    // Douyin's start: muted where sound is refused, rather than waiting under a play button.
    mutedFallback: true,
  });
  // Only what the slot shows: the status and an error, not every tick of the clock.
  const status = usePlayerField(player, 'status');
  const soundless = usePlayerField(player, 'muted');
  const favourite = useFavouriteToggle(active ? video : undefined);
  const { hearts, add: addHeart, remove: removeHeart } = useHearts();
  const error = usePlayerField(player, 'error');
  const reportPlayerError = usePlayerErrorReport();
  useEffect(() => {
    if (error) reportPlayerError(error);
  }, [error, reportPlayerError]);
  const [portrait, setPortrait] = useState(true);
  // The video whose first frame the element shows: the cover stands in until then.
  const [framed, setFramed] = useState<number | null>(null);
  const shown = video !== undefined && slideIndex !== null;
  const running = RUNNING.has(status);
  const paused = status === 'paused' || status === 'ready';
  const busy = status === 'loading' || status === 'waiting';
  // A finger held on the clip plays it at 2x until it lifts; a swipe moves on instead.
  const held = useLongPressRate(player, active && running);
  const position = { '--slide': slideIndex ?? 0 } as CSSProperties;
  const onTap = useFeedTaps({
    onTap: () => toggle(player, running),
    onDoubleTap: (x, y) => {
      addHeart(x, y);
      // A like adds; it never takes the clip out again.
      if (favourite.ready && !favourite.isFavourite) favourite.toggle();
    },
  });
  // The clip that comes on screen plays as the feed's sound is set.
  useEffect(() => {
    if (active) player?.setMuted(muted);
  }, [player, active, muted]);
  const setSound = (on: boolean) => {
    player?.setMuted(!on);
    onMutedChange(!on);
  };

  return (
    <div
      className={styles.slot}
      style={position}
      data-slot={slot}
      data-active={active || undefined}
      hidden={!shown}
      aria-hidden={active ? undefined : true}
      inert={!active}
    >
      {video?.cover && framed !== video.id && <Poster image={video.cover} />}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the catalogue's streams carry no captions */}
      <video
        ref={videoRef}
        className={styles.video}
        data-fit={portrait ? 'cover' : 'contain'}
        playsInline
        loop
        onLoadedMetadata={(event) => setPortrait(isPortrait(event.currentTarget))}
        onLoadedData={() => setFramed(video?.id ?? null)}
      />
      <div className={styles.holdArea} {...held.handlers}>
        <button
          type="button"
          className={styles.toggle}
          aria-label={running ? shortVideoText.pause : shortVideoText.play}
          onClick={onTap}
        >
          {active && paused && <PlayIcon className={styles.bigPlay} />}
        </button>
        <Hearts hearts={hearts} onDone={removeHeart} />
      </div>
      {active && soundless && !muted && (
        <button type="button" className={styles.unmute} onClick={() => setSound(true)}>
          <SoundIcon muted className={styles.unmuteIcon} />
          {shortVideoText.unmute}
        </button>
      )}
      {held.active && <HeldRateHint />}
      {active && busy && (
        <div className={styles.busy}>
          <Spinner />
        </div>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p className={styles.message}>{error.message}</p>
          <button type="button" className={styles.retry} onClick={() => player?.retry()}>
            {shortVideoText.retry}
          </button>
        </div>
      )}
      {video && (
        <div className={styles.info}>
          <h2 className={styles.title}>{video.title}</h2>
          <p className={styles.meta}>
            {video.tags.map((tag) => (
              <span key={tag.id} className={styles.tag}>
                #{tag.name}
              </span>
            ))}
            <span>{shortVideoText.views(video.pageviews)}</span>
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          aria-pressed={favourite.isFavourite}
          aria-busy={favourite.pending}
          disabled={!favourite.ready}
          onClick={favourite.toggle}
        >
          <HeartIcon className={styles.actionIcon} />
          {favourite.isFavourite ? shortVideoText.favourited : shortVideoText.favourite}
        </button>
        <button type="button" className={styles.action} onClick={onStayTuned}>
          <CommentIcon className={styles.actionIcon} />
          {shortVideoText.comment}
        </button>
        {video && <ShareButton film={video} tone="dark" />}
        <button
          type="button"
          className={styles.action}
          aria-label={shortVideoText.mute}
          aria-pressed={soundless}
          onClick={() => setSound(soundless)}
        >
          <SoundIcon muted={soundless} className={styles.actionIcon} />
        </button>
      </div>
      {active && <FeedProgress player={player} />}
    </div>
  );
}

/** Portrait clips fill the screen (cropping a little at the sides); others are letterboxed. */
function isPortrait(video: HTMLVideoElement): boolean {
  return video.videoHeight >= video.videoWidth;
}

function toggle(player: Player | null, running: boolean): void {
  if (running) player?.pause();
  else void player?.play();
}
