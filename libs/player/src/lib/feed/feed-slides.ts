import { SHORT_VIDEO_AD_EVERY, SHORT_VIDEO_PRELOAD_FROM_END } from '@video/domain';
import { slotAssignments } from './slot-assignments';

/** One full-screen slide of the short-video feed: a video, or an ad between videos. */
export type FeedSlide<V, A> =
  | { readonly kind: 'video'; readonly video: V; readonly videoIndex: number }
  /** `adIndex` counts the ad slides (0, 1, 2…), so slides showing the same ad keep distinct keys. */
  | { readonly kind: 'ad'; readonly ad: A; readonly adIndex: number };

/** Where one recycled player slot sits in the feed. */
export interface FeedSlotPlacement {
  /** Stable slot number: the React key of its persistent `<video>`. */
  readonly slot: number;
  /** The video it holds (an index into the feed's videos); null when there is none for it. */
  readonly videoIndex: number | null;
  /** The slide that video is shown on; null with `videoIndex`. */
  readonly slideIndex: number | null;
  /** Only the slot on the active slide plays; none does while an ad or the feed's end is shown. */
  readonly active: boolean;
}

/**
 * The feed's slides: the videos in order with an ad after every `every` of them (after the 4th,
 * 8th…), cycling through `ads`. An ad follows a complete group only, so a page still loading
 * never leaves an ad at the end. No ads when `ads` is empty.
 */
export function feedSlides<V, A>(
  videos: readonly V[],
  ads: readonly A[],
  every: number = SHORT_VIDEO_AD_EVERY,
): FeedSlide<V, A>[] {
  const withAds = ads.length > 0 && Number.isSafeInteger(every) && every > 0;
  return videos.flatMap((video, videoIndex): FeedSlide<V, A>[] => {
    const slide = { kind: 'video', video, videoIndex } as const;
    if (!withAds || (videoIndex + 1) % every !== 0) return [slide];
    const adIndex = (videoIndex + 1) / every - 1;
    return [slide, { kind: 'ad', ad: ads[adIndex % ads.length] as A, adIndex }];
  });
}

/**
 * The `size` player slots around `activeSlide` (for 3: the previous, current and next video).
 * Videos, not slides, are counted, so the video beyond an ad is already loaded while the one
 * before it plays; on an ad (or past the last slide) the window centres on the next video (or
 * the last one) and no slot plays. Each video keeps slot `videoIndex mod size`: one step
 * recycles a single slot, the other two keep their loaded sources.
 */
export function placeFeedSlots(
  slides: readonly FeedSlide<unknown, unknown>[],
  activeSlide: number,
  size = 3,
): FeedSlotPlacement[] {
  const videoSlides = slides.flatMap((slide, index) => (slide.kind === 'video' ? [index] : []));
  const current = slides[activeSlide];
  const playing = current?.kind === 'video';
  const anchor = playing ? current.videoIndex : windowAnchor(videoSlides, activeSlide);
  return slotAssignments(anchor, size).map(({ slot, index, active }) => {
    const slideIndex = index === null ? undefined : videoSlides[index];
    return slideIndex === undefined
      ? { slot, videoIndex: null, slideIndex: null, active: false }
      : { slot, videoIndex: index, slideIndex, active: playing && active };
  });
}

/** The first video after `activeSlide`, else the last video (0 for a feed without any). */
function windowAnchor(videoSlides: readonly number[], activeSlide: number): number {
  const next = videoSlides.findIndex((slide) => slide > activeSlide);
  return next >= 0 ? next : Math.max(videoSlides.length - 1, 0);
}

/**
 * Whether the next page should load: the visitor reached the `fromEnd`th slide from the end
 * (the next page is asked for 5 videos before the end), or beyond.
 */
export function shouldLoadMore(
  activeSlide: number,
  slideCount: number,
  fromEnd: number = SHORT_VIDEO_PRELOAD_FROM_END,
): boolean {
  return activeSlide >= 0 && activeSlide >= slideCount - fromEnd;
}
