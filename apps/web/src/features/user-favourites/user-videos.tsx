import { useCallback, useMemo } from 'react';
import { type DeviceClass, deviceClass, LIST_COVER_RATIO, visibleVideos } from '@video/domain';
import { routes } from '@video/routes';
import { shareFavouritesApi } from '@video/api-client/react';
import { EmptyState, GridSkeleton, type VideoCardItem, VideoGrid } from '@video/ui';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../core/services';
import { useAppSelector } from '../../core/store/hooks';
import { selectClientWidth } from '../../core/store/session-slice';
import { usePagedList } from '../../shared/paged-list';
import { strangersFavourite } from './strangers-favourite';

/** More cards fit across wider screens. */
const COLUMNS: Record<DeviceClass, number> = { phone: 2, tablet: 3, pc: 4 };
/** A card's height on a 390 px phone: the 360:243 cover and two lines of title. */
const ESTIMATED_CARD_HEIGHT = 170;

/** One visitor's favourites (`favorites/userVideos`), paged as the window scrolls. */
export function UserVideos({ uuid }: { readonly uuid: string }) {
  const navigate = useNavigate();
  const { loadImage, config } = useServices();
  const columns = COLUMNS[deviceClass(useAppSelector(selectClientWidth))];
  const { items, footer } = usePagedList(shareFavouritesApi.endpoints.getUserVideos, {
    uuid,
  });
  // A favourite keeps no count, rank or duration: its card is a cover and a title.
  const favourites = useMemo(
    () =>
      visibleVideos(items).map((favourite) =>
        strangersFavourite(favourite, config, window.location.href),
      ),
    [items, config],
  );
  const open = useCallback(
    (favourite: VideoCardItem) => navigate(routes.playVideo.href(favourite)),
    [navigate],
  );

  return (
    <VideoGrid
      items={favourites}
      load={loadImage}
      {...footer}
      columns={columns}
      estimateSize={ESTIMATED_CARD_HEIGHT}
      onOpen={open}
      // The slides pad their content already.
      edge="flush"
      skeleton={<GridSkeleton ratio={LIST_COVER_RATIO} lines={1} />}
      empty={<EmptyState text="TA还没有收藏" />}
    />
  );
}
