import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { FEED_SCROLL_DEBOUNCE_MS } from '@video/domain';
import { routes } from '@video/routes';
import { shouldLoadMore } from '@video/player';
import { EmptyState, ErrorState } from '@video/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../core/services';
import { useStageThemeColor } from '../../core/theme-color';
import { FeedHeader } from './feed-header';
import { FeedLoading } from './feed-loading';
import styles from './short-video-screen.module.css';
import { shortVideoText } from './short-video-text';
import { useSettledValue } from './use-settled-value';
import { useMobileDataToast } from './use-mobile-data-toast';
import { useShortVideoFeed } from './use-short-video-feed';

/** Swiper comes with the feed, in a chunk of its own, once there is something to swipe. */
const FeedSwiper = lazy(async () => ({ default: (await import('./feed-swiper')).FeedSwiper }));

/**
 * Names video `id` in the address, so that a reload or a copied link opens it, by rewriting the
 * current history entry (its state too: the browser router numbers its entries there). Not a
 * router navigation, which would render the app shell and this screen again after every swipe
 * for a query nothing else reads; the router reads the address afresh on the next navigation.
 */
function showInAddress(id: number): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('id') === String(id)) return;
  url.searchParams.set('id', String(id));
  window.history.replaceState(window.history.state, '', url);
}

/**
 * /shortVideo?id=: the vertical short-video feed (type 59), opening at video `id`. The slide on
 * screen plays at once; what waits until the visitor stops swiping for 500 ms is the rest: the
 * next page (5 slides from the end) and the address, kept at the video shown.
 */
export function ShortVideoScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { snackbar } = useServices();
  // The browser's bar goes black with the full-screen stage.
  useStageThemeColor('#000000');
  const [requestedId] = useState(() => routes.shortVideo.read(location).id);
  const feed = useShortVideoFeed(requestedId);
  const [swipedTo, setSwipedTo] = useState<number | null>(null);
  const activeSlide = swipedTo ?? feed.startSlide;
  const settledSlide = useSettledValue(activeSlide, FEED_SCROLL_DEBOUNCE_MS);
  const stayTuned = useCallback(() => snackbar.show(shortVideoText.stayTuned), [snackbar]);

  const { phase, slides, loadMore } = feed;
  useMobileDataToast(phase === 'ready');
  useEffect(() => {
    if (phase === 'ready' && shouldLoadMore(settledSlide, slides.length)) loadMore();
  }, [phase, settledSlide, slides.length, loadMore]);

  const settled = slides[settledSlide];
  const settledId = settled?.kind === 'video' ? settled.video.id : null;
  useEffect(() => {
    if (settledId !== null) showInAddress(settledId);
  }, [settledId]);

  return (
    <main className={styles.screen} aria-label={shortVideoText.screen}>
      {phase === 'ready' ? (
        <Suspense fallback={<FeedLoading />}>
          <FeedSwiper
            slides={slides}
            startSlide={feed.startSlide}
            activeSlide={activeSlide}
            status={feed.status}
            onActiveChange={setSwipedTo}
            onRetry={feed.retry}
            onStayTuned={stayTuned}
          />
        </Suspense>
      ) : phase === 'loading' ? (
        <FeedLoading />
      ) : (
        <Centered>
          {phase === 'error' && <ErrorState onRetry={feed.retry} />}
          {phase === 'empty' && <EmptyState text={shortVideoText.empty} />}
        </Centered>
      )}
      <FeedHeader onBack={() => navigate(routes.home.href())} onOtherTab={stayTuned} />
    </main>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}
