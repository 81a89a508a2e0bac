import { useMemo, useState } from 'react';
import { useArrivalQuery } from '@video/api-client/react';
import { type Ad, type ListStatus, type Video, visibleVideos } from '@video/domain';
import { type FeedSlide, feedSlides } from '@video/player';
import { videoDetails, feedAds, feedFirstPage } from '@video/routes';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import { usePagedArrival } from '../../shared/paged-list';
import { type FeedStart, feedStart, feedVideos } from './feed-start';

const NO_ADS: readonly Ad[] = [];

/** What the screen shows: the first page on its way, its failure, no videos at all, or the feed. */
export type FeedPhase = 'loading' | 'error' | 'empty' | 'ready';

export interface ShortVideoFeed {
  readonly phase: FeedPhase;
  readonly slides: readonly FeedSlide<Video, Ad>[];
  /** The slide the feed opens at (the requested video's). */
  readonly startSlide: number;
  /** The list's status: what the slide after the last one says (loading, failed, no more). */
  readonly status: ListStatus;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

/**
 * The short videos (type 59, newest first, page by page) with a SHORT_VIDEO ad after every 4th,
 * opening at video `requestedId`. The slides before the start never change once the feed shows:
 * the start is decided once, with the first page and the ads in, and pages only append.
 */
export function useShortVideoFeed(requestedId: number | null): ShortVideoFeed {
  const { items, status, loadMore, retry } = usePagedArrival(feedFirstPage);
  // Asked for alongside the first page, in case the video is not on it.
  const requested = useArrivalQuery(videoDetails(requestedId ?? 0), {
    skip: requestedId === null,
  });
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const ads = useArrivalQuery(feedAds, { skip: !adsEnabled });
  const adsSettled = !adsEnabled || ads.isSuccess || ads.isError;

  const [start, setStart] = useState<FeedStart | null>(null);
  const firstPageIn = status === 'ready' || status === 'finished';
  if (start === null && firstPageIn && adsSettled) {
    const requestedVideo = requested.isError ? null : requested.data;
    const decided = feedStart(visibleVideos(items), requestedId, requestedVideo);
    if (decided) setStart(decided);
  }

  const adList = adsEnabled ? (ads.data ?? NO_ADS) : NO_ADS;
  const pinned = start?.pinned ?? null;
  const slides = useMemo(
    () => feedSlides(feedVideos(items, pinned), adList),
    [items, pinned, adList],
  );
  const startVideo = start?.videoIndex ?? 0;
  const startSlide = useMemo(
    () =>
      Math.max(
        slides.findIndex((slide) => slide.kind === 'video' && slide.videoIndex === startVideo),
        0,
      ),
    [slides, startVideo],
  );

  return {
    phase: feedPhase(start !== null, slides.length, status),
    slides,
    startSlide,
    status,
    loadMore,
    retry,
  };
}

function feedPhase(started: boolean, slideCount: number, status: ListStatus): FeedPhase {
  if (started) return slideCount === 0 && status === 'finished' ? 'empty' : 'ready';
  return status === 'error' ? 'error' : 'loading';
}
