import { useCallback, useId, useMemo } from 'react';
import { videosApi } from '@video/api-client/react';
import type { Video } from '@video/domain';
import { routes } from '@video/routes';
import { useNavigate } from 'react-router-dom';
import { usePagedList } from '../../shared/paged-list';
import { VideoGrid } from '../../shared/video-grid';
import styles from './play-video-screen.module.css';

/** 猜你喜欢: the may-like videos, page after page, without the one playing; a tap plays one. */
export function MayLikeList({ playingId }: { readonly playingId: number }) {
  const navigate = useNavigate();
  const headingId = useId();
  const { items, footer } = usePagedList(videosApi.endpoints.getMayLike, {});
  const videos = useMemo(() => items.filter((video) => video.id !== playingId), [items, playingId]);
  // Stable, for the memoised cards.
  const open = useCallback((video: Video) => navigate(routes.playVideo.href(video)), [navigate]);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        猜你喜欢
      </h2>
      <VideoGrid videos={videos} {...footer} onOpen={open} />
    </section>
  );
}
