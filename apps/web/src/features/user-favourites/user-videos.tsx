import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type DeviceClass,
  deviceClass,
  type Favourite,
  type ListRequest,
  playVideoPath,
  visibleVideos,
} from '@video/domain';
import { shareFavouritesApi } from '@video/api-client/react';
import { EmptyState, ErrorState, InfiniteList } from '@video/ui';
import { useServices } from '../../core/services';
import { useAppDispatch, useAppSelector } from '../../core/store/hooks';
import { selectClientWidth } from '../../core/store/session-slice';
import { usePagedList } from '../../shared/use-paged-list';
import { FavouriteCard } from './favourite-card';
import { FavouritesSkeleton } from './favourites-skeleton';

/** More cards fit across wider screens. */
const COLUMNS: Record<DeviceClass, number> = { phone: 2, tablet: 3, pc: 4 };
const PRIORITY_CARDS = 4;
/** A card's height on a 390 px phone: the 360:243 cover and two lines of title. */
const ESTIMATED_CARD_HEIGHT = 170;

/** One visitor's favourites (`favorites/userVideos`), paged as the window scrolls. */
export function UserVideos({ uuid }: { readonly uuid: string }) {
  const navigate = useNavigate();
  const { loadImage } = useServices();
  const appDispatch = useAppDispatch();
  const columns = COLUMNS[deviceClass(useAppSelector(selectClientWidth))];
  const fetchPage = useCallback(
    ({ page }: ListRequest) =>
      appDispatch(
        shareFavouritesApi.endpoints.getUserVideos.initiate({ uuid, page }, { subscribe: false }),
      ).unwrap(),
    [appDispatch, uuid],
  );
  // The list state wants a category and sort; neither applies to a visitor's favourites.
  const { state, dispatch } = usePagedList<Favourite>(fetchPage, { typeId: 0, orderby: 'new' });
  const favourites = useMemo(() => visibleVideos(state.items), [state.items]);
  const open = useCallback(
    (favourite: Favourite) => void navigate(playVideoPath(favourite.id)),
    [navigate],
  );
  const retry = () => dispatch({ type: 'retry' });
  const empty = favourites.length === 0;

  if (empty && (state.status === 'idle' || state.status === 'loading')) {
    return <FavouritesSkeleton />;
  }
  if (empty && state.status === 'error') return <ErrorState onRetry={retry} />;
  return (
    <InfiniteList
      items={favourites}
      getKey={(favourite) => favourite.id}
      renderItem={(favourite, index) => (
        <FavouriteCard
          favourite={favourite}
          load={loadImage}
          priority={index < PRIORITY_CARDS}
          onOpen={open}
        />
      )}
      estimateSize={ESTIMATED_CARD_HEIGHT}
      columns={columns}
      status={state.status}
      onEndReached={() => dispatch({ type: 'nextPageRequested' })}
      onRetry={retry}
      empty={<EmptyState text="TA还没有收藏" />}
    />
  );
}
