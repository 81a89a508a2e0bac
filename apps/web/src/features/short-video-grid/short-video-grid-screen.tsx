import { useCallback, useMemo } from 'react';
import {
  type AspectRatio,
  type DeviceClass,
  deviceClass,
  SHORT_VIDEO_TYPE,
  type Video,
  visibleVideos,
} from '@video/domain';
import { routes } from '@video/routes';
import { videosApi } from '@video/api-client/react';
import { EmptyState, GridSkeleton, NavBar, VideoGrid } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectClientWidth } from '../../core/store/session-slice';
import { usePagedList } from '../../shared/paged-list';
import styles from './short-video-grid-screen.module.css';

/**
 * Short videos are portrait clips, so their cards are portrait too. The covers are 750×422
 * landscape images cropped to fill (`object-fit: cover`): 3:4 rather than the clips' 9:16 keeps
 * enough of the picture to recognise, and two columns stay readable on a 390 px phone.
 */
const SHORT_COVER_RATIO: AspectRatio = { width: 3, height: 4 };
/** Portrait cards are narrow: more fit across wider screens. */
const COLUMNS: Record<DeviceClass, number> = { phone: 2, tablet: 3, pc: 4 };
/** A card's height in a 390 px wide phone: the cover plus two lines of title and the count. */
const ESTIMATED_CARD_HEIGHT = 300;

/** /miin (the 短视频 tab): a grid of the short videos (type 59); a tap opens the feed at it. */
export function ShortVideoGridScreen() {
  const navigate = useNavigate();
  const { loadImage } = useServices();
  const columns = COLUMNS[deviceClass(useAppSelector(selectClientWidth))];
  const { items, footer } = usePagedList(videosApi.endpoints.getVideos, {
    typeId: SHORT_VIDEO_TYPE,
    orderby: 'new',
  });
  const videos = useMemo(() => visibleVideos(items), [items]);
  const open = useCallback((video: Video) => navigate(routes.shortVideo.href(video)), [navigate]);

  return (
    <main className={styles.screen}>
      <NavBar title="短视频" />
      <VideoGrid
        items={videos}
        load={loadImage}
        {...footer}
        ratio={SHORT_COVER_RATIO}
        columns={columns}
        estimateSize={ESTIMATED_CARD_HEIGHT}
        onOpen={open}
        skeleton={<GridSkeleton ratio={SHORT_COVER_RATIO} count={4} />}
        empty={<EmptyState text="暂无短视频" />}
      />
    </main>
  );
}
