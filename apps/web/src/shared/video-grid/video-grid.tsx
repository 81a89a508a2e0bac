import { type ReactNode, useCallback, useMemo } from 'react';
import {
  type Ad,
  type ListLayout,
  type ListStatus,
  type Video,
  visibleVideos,
} from '@video/domain';
import { VideoGrid as CardGrid } from '@video/ui';
import { useServices } from '../../core/services';

export interface VideoGridProps {
  readonly videos: readonly Video[];
  readonly status: ListStatus;
  /** `grid`: two columns of covers; `list`: one row per video, with ad banners when `ads` given. */
  readonly layout?: ListLayout;
  /** Banners placed before every 5th video in list layout (pass none when ads are off). */
  readonly ads?: readonly Ad[];
  readonly onOpen: (video: Video) => void;
  readonly onRemove?: (video: Video) => void;
  readonly onEndReached?: () => void;
  readonly onRetry?: () => void;
  /** Shown when the list finished empty; 暂无内容 by default. */
  readonly empty?: ReactNode;
  /** Relative time text for a card, if the screen shows one. */
  readonly timeText?: (video: Video) => string;
}

/**
 * The video list of the paged screens: `@video/ui`'s VideoGrid with the app's image loader,
 * starred titles hidden, and ad banners that open outside the app.
 */
export function VideoGrid({ videos, layout = 'grid', ...props }: VideoGridProps) {
  const { loadImage, openExternal } = useServices();
  const visible = useMemo(() => visibleVideos(videos), [videos]);
  const openAd = useCallback((ad: Ad) => openExternal(ad.url), [openExternal]);
  return (
    <CardGrid items={visible} variant={layout} load={loadImage} onOpenAd={openAd} {...props} />
  );
}
