import { memo, useMemo, useState } from 'react';
import { Keyboard, Mousewheel, Virtual } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Ad, ListStatus, Video } from '@video/domain';
import { type FeedSlide, placeFeedSlots } from '@video/player';
import { FeedAdSlide } from './feed-ad-slide';
import { FeedEndSlide } from './feed-end-slide';
import styles from './feed-swiper.module.css';
import { FeedVideoSlot } from './feed-video-slot';
import { shortVideoText } from './short-video-text';
import { useReducedMotion } from '../../shared/use-reduced-motion';
import { SWIPE_THROUGH_BUTTONS } from '../../shared/swiper';

/** Slide transition; none for visitors who asked for less motion. */
const SLIDE_MS = 300;
/** Three slots: the previous, current and next video (at most 3 `<video>`s, ever). */
const SLOTS = 3;
const MODULES = [Keyboard, Mousewheel, Virtual];
/**
 * Only the slides next to the one on screen are in the DOM: a long session keeps a few
 * elements, not one per video seen (memory stays flat however far the visitor swipes).
 */
const VIRTUAL = { addSlidesBefore: 1, addSlidesAfter: 1 };

export interface FeedSwiperProps {
  readonly slides: readonly FeedSlide<Video, Ad>[];
  /** The slide shown when the feed opens; read once. */
  readonly startSlide: number;
  /** The slide on screen, as Swiper last reported it. */
  readonly activeSlide: number;
  /** The list's status, for the slide after the last one. */
  readonly status: ListStatus;
  /** Called at once on every slide change: playback follows without delay. */
  readonly onActiveChange: (slide: number) => void;
  readonly onRetry: () => void;
  readonly onStayTuned: () => void;
}

/**
 * The vertical swipe feed (Swiper, loaded with this module only, never in the first chunk).
 * Slides are light: ads, the end, and empty boxes for videos. The videos are three recycled
 * slots in Swiper's wrapper, each drawn over the slide of the video it holds, so their
 * elements and player cores live as long as the feed. Memoised: the screen re-renders when the
 * swiping settles and when the address follows, neither of which changes a slide.
 */
export const FeedSwiper = memo(function FeedSwiper({
  slides,
  startSlide,
  activeSlide,
  status,
  onActiveChange,
  onRetry,
  onStayTuned,
}: FeedSwiperProps) {
  const reducedMotion = useReducedMotion();
  // Sound is the feed's, not a clip's: muted once, the next clips play muted too.
  const [muted, setMuted] = useState(false);
  const placements = useMemo(
    () => placeFeedSlots(slides, activeSlide, SLOTS),
    [slides, activeSlide],
  );

  return (
    <Swiper
      className={styles.feed}
      aria-label={shortVideoText.feed}
      direction="vertical"
      modules={MODULES}
      virtual={VIRTUAL}
      keyboard={{ enabled: true }}
      mousewheel={{ forceToAxis: true, thresholdDelta: 20 }}
      initialSlide={startSlide}
      speed={reducedMotion ? 0 : SLIDE_MS}
      threshold={6}
      focusableElements={SWIPE_THROUGH_BUTTONS}
      onSlideChange={(swiper) => onActiveChange(swiper.activeIndex)}
    >
      {slides.map((slide, index) =>
        slide.kind === 'video' ? (
          <SwiperSlide
            key={`v${slide.video.id}`}
            virtualIndex={index}
            className={styles.slide}
            aria-hidden="true"
          />
        ) : (
          <SwiperSlide
            key={`a${slide.adIndex}`}
            virtualIndex={index}
            className={styles.slide}
            inert={index !== activeSlide}
          >
            <FeedAdSlide ad={slide.ad} />
          </SwiperSlide>
        ),
      )}
      <SwiperSlide
        key="end"
        virtualIndex={slides.length}
        className={styles.slide}
        inert={slides.length !== activeSlide}
      >
        <FeedEndSlide status={status} onRetry={onRetry} />
      </SwiperSlide>
      <div slot="wrapper-end" className={styles.slots}>
        {placements.map(({ slot, videoIndex, slideIndex, active }) => (
          <FeedVideoSlot
            key={slot}
            slot={slot}
            video={videoAt(slides, slideIndex, videoIndex)}
            slideIndex={slideIndex}
            active={active}
            muted={muted}
            onMutedChange={setMuted}
            onStayTuned={onStayTuned}
          />
        ))}
      </div>
    </Swiper>
  );
});

function videoAt(
  slides: readonly FeedSlide<Video, Ad>[],
  slideIndex: number | null,
  videoIndex: number | null,
): Video | undefined {
  const slide = slideIndex === null ? undefined : slides[slideIndex];
  return slide?.kind === 'video' && slide.videoIndex === videoIndex ? slide.video : undefined;
}
