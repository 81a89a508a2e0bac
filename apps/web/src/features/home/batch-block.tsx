import { useMemo } from 'react';
import { type Video, visibleVideos } from '@video/domain';
import { useBatches } from './use-batches';
import { VideoBlock, type VideoBlockProps } from './video-block';

export interface BatchBlockProps extends Omit<VideoBlockProps, 'videos' | 'onChangeBatch'> {
  /** All the block's videos as the API sent them; 4 show at a time. */
  readonly videos: readonly Video[];
}

/** A home block whose 换一批 steps through its videos four at a time; hidden when it has none. */
export function BatchBlock({ videos, ...props }: BatchBlockProps) {
  const visible = useMemo(() => visibleVideos(videos), [videos]);
  const batches = useBatches(visible);
  if (visible.length === 0) return null;
  return (
    <VideoBlock
      {...props}
      videos={batches.shown}
      onChangeBatch={batches.canChange ? batches.change : undefined}
    />
  );
}
