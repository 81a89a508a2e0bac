import { memo, type ReactNode, useCallback, useDeferredValue } from 'react';
import { useArrivalQuery } from '@video/api-client/react';
import {
  type Ad,
  ALL_CATEGORY_ID,
  format,
  type HomeBlock,
  SHARE_HOME_BLOCK_SIZE,
  type Video,
  visibleVideos,
} from '@video/domain';
import {
  routes,
  newestShareVideos,
  homeBlocks,
  recommended as recommendedCall,
} from '@video/routes';
import { AdBanner, ErrorState, VisuallyHidden } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../core/services';
import { BatchBlock } from './batch-block';
import styles from './home-feed.module.css';
import { FROM_HOME } from './home-links';
import { VideoBlock, VideoBlockSkeleton } from './video-block';

/** Loading placeholders of the category blocks: enough to fill the screen below the fold. */
const CATEGORY_SKELETONS = 2;

/** A section's first render, before its data is rendered in a deferred one. */
const NOT_RENDERED = Symbol('not rendered yet');

/** What a section needs of an RTK Query result. */
interface Loadable<T> {
  readonly data?: T;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

export interface HomeFeedProps {
  /** Ad blocks among the categories show only when ads are on. */
  readonly adsEnabled: boolean;
}

/**
 * The home feed: 推荐, a block per category (some are ad banners) and 分享解锁. Each loads on its
 * own behind a skeleton of its size; one message with one retry when all of them failed.
 * Memoised: the tags, categories and banners above arriving do not render the feed again.
 */
export const HomeFeed = memo(function HomeFeed({ adsEnabled }: HomeFeedProps) {
  const recommended = useArrivalQuery(recommendedCall);
  const blocks = useArrivalQuery(homeBlocks);
  const share = useArrivalQuery(newestShareVideos);
  const navigate = useNavigate();
  const openVideo = useCallback(
    (video: Video) => navigate(routes.playVideo.href(video)),
    [navigate],
  );
  const openShareVideo = useCallback(
    (video: Video) => navigate(routes.playVideoShare.href(video)),
    [navigate],
  );

  const sections = [recommended, blocks, share];
  if (sections.every((section) => section.isError && section.data === undefined)) {
    return <ErrorState onRetry={() => sections.forEach((section) => void section.refetch())} />;
  }
  return (
    <>
      <Section query={recommended} skeletons={1}>
        {(videos) => (
          <BatchBlock
            title={format('home.recommended')}
            videos={videos}
            more={{ to: routes.list.href({ typeId: ALL_CATEGORY_ID }), state: FROM_HOME }}
            priority
            onOpen={openVideo}
          />
        )}
      </Section>
      <Section query={blocks} skeletons={CATEGORY_SKELETONS}>
        {(list) => list.map((block, index) => renderBlock(block, index))}
      </Section>
      <Section query={share} skeletons={1}>
        {(page) => <ShareBlock videos={page.items} onOpen={openShareVideo} />}
      </Section>
    </>
  );

  function renderBlock(block: HomeBlock, index: number): ReactNode {
    if (block.kind === 'ad') {
      return adsEnabled ? <AdBlock key={`ad-${index}`} ad={block.ad} /> : null;
    }
    const { category } = block;
    return (
      <BatchBlock
        key={`category-${category.id}`}
        title={category.name}
        videos={category.videos}
        more={{ to: routes.list.href({ typeId: category.typeId }), state: FROM_HOME }}
        onOpen={openVideo}
      />
    );
  }
});

/** A section's data, or a skeleton of its size while loading, or a message and retry. */
function Section<T>({
  query,
  skeletons,
  children,
}: {
  query: Loadable<T>;
  skeletons: number;
  children: (data: T) => ReactNode;
}) {
  // A section's cards render in a transition, in slices that yield to the browser: a page of
  // blocks arriving never holds a slow phone's main thread (and the visitor's taps) for long.
  // Even when the data is already in (a repeat visit answered by the service worker), the first
  // render shows the skeleton: the screen above, with the banner, commits without waiting for
  // every card of the feed.
  const data = useDeferredValue<T | typeof NOT_RENDERED | undefined>(query.data, NOT_RENDERED);
  if (data !== NOT_RENDERED && data !== undefined) return children(data);
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return <SectionSkeleton blocks={skeletons} />;
}

/** A section of the feed while it loads: blocks of its size, and 加载中... for screen readers. */
export function SectionSkeleton({ blocks }: { readonly blocks: number }) {
  return (
    <div role="status">
      <VisuallyHidden>{format('list.loading')}</VisuallyHidden>
      {Array.from({ length: blocks }, (_, index) => (
        <VideoBlockSkeleton key={index} />
      ))}
    </div>
  );
}

/** An ad banner between the category blocks. */
function AdBlock({ ad }: { ad: Ad }) {
  const { loadImage, openExternal } = useServices();
  return (
    <div className={styles.ad}>
      <AdBanner ad={ad} load={loadImage} onOpen={(opened) => openExternal(opened.url)} />
    </div>
  );
}

/** 分享解锁: the newest share videos; 更多 opens the share player on the first of them. */
function ShareBlock({
  videos,
  onOpen,
}: {
  videos: readonly Video[];
  onOpen: (video: Video) => void;
}) {
  const shown = visibleVideos(videos).slice(0, SHARE_HOME_BLOCK_SIZE);
  const [first] = shown;
  if (!first) return null;
  return (
    <VideoBlock
      title={format('home.unlock')}
      videos={shown}
      more={{ to: routes.playVideoShare.href(first) }}
      onOpen={onOpen}
    />
  );
}
