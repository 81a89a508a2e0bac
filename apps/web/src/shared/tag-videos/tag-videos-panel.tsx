import { useCallback, useMemo } from 'react';
import { LIST_COVER_RATIO, type Tag, type Video, visibleVideos } from '@video/domain';
import { routes } from '@video/routes';
import { videosApi } from '@video/api-client/react';
import { Dialog, EmptyState, RowSkeleton, VideoGrid } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../core/services';
import { usePagedList } from '../paged-list';

export interface TagVideosPanelProps {
  /** The tag whose videos are listed; null keeps the panel closed. */
  readonly tag: Tag | null;
  /** Escape, the backdrop or 关闭: the opener sets `tag` to null. */
  readonly onClose: () => void;
}

const SKELETON_ROWS = 4;

/**
 * The tagged-video list panel: a modal listing the videos carrying `tag`
 * (`/api/videotopic/{tagId}`), page after page as it is scrolled. A tap opens the player; the
 * panel stays open behind it, so that back returns to the list.
 */
export function TagVideosPanel({ tag, onClose }: TagVideosPanelProps) {
  return (
    <Dialog open={tag !== null} title={tag ? `#${tag.name}` : ''} onClose={onClose}>
      {tag && <TagVideoList key={tag.id} tagId={tag.id} />}
    </Dialog>
  );
}

function TagVideoList({ tagId }: { readonly tagId: number }) {
  const navigate = useNavigate();
  const { loadImage } = useServices();
  const { items, status, loadMore, retry } = usePagedList(videosApi.endpoints.getVideosByTag, {
    tagId,
  });
  const videos = useMemo(() => visibleVideos(items), [items]);
  const open = useCallback((video: Video) => navigate(routes.playVideo.href(video)), [navigate]);

  // The dialog's body scrolls, not the window: every card rendered, and a 加载更多 footer.
  return (
    <VideoGrid
      items={videos}
      load={loadImage}
      status={status}
      variant="list"
      virtualised={false}
      edge="bleed"
      onOpen={open}
      onEndReached={loadMore}
      onRetry={retry}
      skeleton={<RowSkeleton ratio={LIST_COVER_RATIO} count={SKELETON_ROWS} />}
      empty={<EmptyState text="该标签下暂无视频" />}
    />
  );
}
