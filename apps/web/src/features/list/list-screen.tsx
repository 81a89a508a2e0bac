import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetAdsQuery, useGetCategoriesQuery } from '@video/api-client/react';
import {
  type Ad,
  ALL_CATEGORY_ID,
  type Category,
  categoryTabs,
  deviceClass,
  format,
  type ListFilter,
  listPath,
  playVideoPath,
  swipeThreshold,
  type Video,
} from '@video/domain';
import { EmptyState, PageSlider, PullToRefresh } from '@video/ui';
import { useDocumentTitle } from '../../core/document-title';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled, selectClientWidth } from '../../core/store/session-slice';
import { VideoGrid } from '../../shared/video-grid';
import { sameFilter } from './list-filter';
import { ListHeader } from './list-header';
import styles from './list-screen.module.css';
import { useGoBack } from '../../shared/use-go-back';
import { useListLayout } from './use-list-layout';
import { useListVideos } from './use-list-videos';

const NO_ADS: readonly Ad[] = [];

/** The title: the category's name, 全部 for all; empty while the categories load. */
function listTitle(categories: readonly Category[] | undefined, typeId: number): string {
  if (typeId === ALL_CATEGORY_ID) return format('list.all');
  return categories?.find((category) => category.id === typeId)?.name ?? '';
}

/** Whether `typeId` names a category the server knows (59 and 60 included, 0 being all). */
function isKnownType(categories: readonly Category[], typeId: number): boolean {
  return typeId === ALL_CATEGORY_ID || categories.some((category) => category.id === typeId);
}

/**
 * /list?typeId=&orderby=: one category's videos, newest or hottest, in a grid or a list with ad
 * banners (the EXPLODE ads), loaded page by page as the visitor scrolls, with pull-to-refresh and
 * a page slider. A cached view: it keeps its place when left, and starts over when opened from
 * home.
 */
export function ListScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const adsEnabled = useAppSelector(selectAdsEnabled);
  const clientWidth = useAppSelector(selectClientWidth);
  const { data: categories } = useGetCategoriesQuery();
  const [layout, toggleLayout] = useListLayout();
  const goBack = useGoBack('/home');
  const { filter, items, page, pages, footer, jumpTo, refresh } = useListVideos(location);

  const withAds = adsEnabled && layout === 'list';
  const { data: listAds } = useGetAdsQuery('EXPLODE', { skip: !withAds });
  const ads = withAds ? (listAds ?? NO_ADS) : NO_ADS;
  const tabs = useMemo(() => categoryTabs(categories ?? []), [categories]);

  /** Category and sort changes rewrite the address without a history entry; the list follows. */
  const changeFilter = (change: Partial<ListFilter>) => {
    const next = { ...filter, ...change };
    if (!sameFilter(next, filter)) void navigate(listPath(next), { replace: true });
  };

  // An id no category has (an old or edited link) shows all categories instead of an error.
  const fallBackToAll = useEffectEvent(() => changeFilter({ typeId: ALL_CATEGORY_ID }));
  useEffect(() => {
    if (categories && !isKnownType(categories, filter.typeId)) fallBackToAll();
  }, [categories, filter.typeId]);

  const openVideo = useCallback(
    (video: Video) => void navigate(playVideoPath(video.id)),
    [navigate],
  );
  // No message either way: the list itself shows what arrived.
  const pullToRefresh = useCallback(async () => void (await refresh()), [refresh]);
  const showPager = pages > 1;
  const title = listTitle(categories, filter.typeId);
  useDocumentTitle(title);

  return (
    <main className={styles.screen} data-pager={showPager || undefined}>
      <ListHeader
        title={title}
        filter={filter}
        tabs={tabs}
        visibleTabs={swipeThreshold(deviceClass(clientWidth))}
        layout={layout}
        onFilterChange={changeFilter}
        onToggleLayout={toggleLayout}
        onBack={goBack}
        onSearch={() => void navigate('/search')}
      />
      <PullToRefresh onRefresh={pullToRefresh}>
        <VideoGrid
          videos={items}
          {...footer}
          layout={layout}
          ads={ads}
          onOpen={openVideo}
          empty={<EmptyState />}
        />
      </PullToRefresh>
      {showPager && <PageSlider docked page={page} pages={pages} onChange={jumpTo} />}
    </main>
  );
}
