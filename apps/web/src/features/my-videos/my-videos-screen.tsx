import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../core/document-title';
import { useGoBack } from '../../shared/use-go-back';
import { format, progressByKey, removeFromHistory, visibleHistory } from '@video/domain';
import { type MyVideosType, routes } from '@video/routes';
import { storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { EmptyState, NavBar, PullToRefresh, VideoGrid } from '@video/ui';
import { useServices } from '../../core/services';
import { type MyVideoItem, favouriteItem, historyItem } from './my-video-item';
import styles from './my-videos-screen.module.css';
import { useFavouriteList } from './use-favourite-list';

const TITLES: Readonly<Record<MyVideosType, string>> = {
  history: format('myVideos.history'),
  favourites: format('myVideos.favourites'),
};

/**
 * `/collectVideo?type=history|favorite`: the watch history (local) or the favourites (server) as
 * a grid of covers; X removes one, a tap plays it. Only `type=history` is the history; any other type, or none, is the favourites.
 */
export function MyVideosScreen() {
  const { type } = routes.myVideos.read(useLocation());
  const navigate = useNavigate();
  const back = useGoBack(routes.mine.href());
  useDocumentTitle(TITLES[type]);
  // Stable, for the memoised cards.
  const open = useCallback(
    (item: MyVideoItem) => navigate(routes.playVideo.href(item)),
    [navigate],
  );

  return (
    <main className={styles.page}>
      <NavBar title={TITLES[type]} onBack={back} />
      {type === 'favourites' ? <FavouriteGrid onOpen={open} /> : <HistoryGrid onOpen={open} />}
    </main>
  );
}

/** Two columns of covers; the first viewport's (three rows on a phone) load at once. */
const GRID = { priorityCount: 6, estimateSize: 180 } as const;

interface GridProps {
  readonly onOpen: (item: MyVideoItem) => void;
}

/**
 * The watch history, read whole from storage: finished at once, nothing to refresh. A video
 * whose position is remembered shows how far the visitor got.
 */
function HistoryGrid({ onOpen }: GridProps) {
  const { storage, loadImage } = useServices();
  const entries = useStoredValue(storage, storageKeys.history);
  const positions = useStoredValue(storage, storageKeys.resumePositions);
  const items = useMemo(() => visibleHistory(entries).map(historyItem), [entries]);
  const progress = useMemo(() => progressByKey(positions), [positions]);
  const progressOf = useCallback((item: MyVideoItem) => progress.get(String(item.id)), [progress]);
  const remove = useCallback(
    (item: MyVideoItem) =>
      storage.set(
        storageKeys.history,
        removeFromHistory(storage.get(storageKeys.history), item.id),
      ),
    [storage],
  );

  return (
    <VideoGrid
      {...GRID}
      items={items}
      load={loadImage}
      status="finished"
      empty={<EmptyState text="暂无观看历史" />}
      onOpen={onOpen}
      onRemove={remove}
      progressOf={progressOf}
    />
  );
}

/** The favourites, paged from the server; pull-to-refresh reloads page 1. */
function FavouriteGrid({ onOpen }: GridProps) {
  const { loadImage } = useServices();
  const { favourites, status, loadMore, retry, refresh, remove } = useFavouriteList();
  const items = useMemo(() => favourites.map(favouriteItem), [favourites]);
  const removeItem = useCallback((item: MyVideoItem) => remove(item.id), [remove]);

  return (
    <PullToRefresh onRefresh={refresh}>
      <VideoGrid
        {...GRID}
        items={items}
        load={loadImage}
        status={status}
        empty={<EmptyState text="暂无收藏" />}
        onOpen={onOpen}
        onRemove={removeItem}
        onEndReached={loadMore}
        onRetry={retry}
      />
    </PullToRefresh>
  );
}
