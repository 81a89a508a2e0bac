import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { useArrivalQuery, useGetAdsQuery } from '@video/api-client/react';
import {
  type Ad,
  ALL_CATEGORY_ID,
  type Category,
  categoryTabs,
  deviceClass,
  format,
  listCategory,
  type ListFilter,
  swipeThreshold,
  type Video,
} from '@video/domain';
import { routes, categories as categoriesCall } from '@video/routes';
import { EmptyState, PageSlider, PullToRefresh, scrollToListTop } from '@video/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../core/document-title';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled, selectClientWidth } from '../../core/store/session-slice';
import { VideoGrid } from '../../shared/video-grid';
import { sameFilter } from './list-filter';
import { ListHeader } from './list-header';
import { ListBody } from './list-skeleton';
import styles from './list-screen.module.css';
import { useGoBack } from '../../shared/use-go-back';
import { useListLayout } from './use-list-layout';
import { useListVideos } from './use-list-videos';

const NO_ADS: readonly Ad[] = [];

/** The list's title: 全部, or the name of the category the address names. */
function listTitle(category: Category | undefined, typeId: number): string {
  if (typeId === ALL_CATEGORY_ID) return format('list.all');
  return category?.name ?? '';
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
  const { data: categories } = useArrivalQuery(categoriesCall);
  const [layout, toggleLayout] = useListLayout();
  const goBack = useGoBack(routes.home.href());
  const { filter, items, page, pages, footer, jumpTo, refresh } = useListVideos(location);

  const withAds = adsEnabled && layout === 'list';
  const { data: listAds } = useGetAdsQuery('EXPLODE', { skip: !withAds });
  const ads = withAds ? (listAds ?? NO_ADS) : NO_ADS;
  const tabs = useMemo(() => categoryTabs(categories ?? []), [categories]);
  const category = categories && listCategory(categories, filter.typeId);

  /** Category and sort changes rewrite the address without a history entry; the list follows. */
  const changeFilter = (change: Partial<ListFilter>) => {
    const next = { ...filter, ...change };
    if (sameFilter(next, filter)) return;
    void navigate(routes.list.href(next), { replace: true });
    scrollToListTop();
  };
  const jumpToPage = (page: number) => {
    jumpTo(page);
    scrollToListTop();
  };

  // An id no category has (an old or edited link) shows all categories instead of an error.
  const fallBackToAll = useEffectEvent(() => changeFilter({ typeId: ALL_CATEGORY_ID }));
  useEffect(() => {
    if (categories && filter.typeId !== ALL_CATEGORY_ID && !category) fallBackToAll();
  }, [categories, category, filter.typeId]);

  const openVideo = useCallback(
    (video: Video) => navigate(routes.playVideo.href(video)),
    [navigate],
  );
  const showPager = pages > 1;
  const firstPageLoading =
    items.length === 0 && (footer.status === 'idle' || footer.status === 'loading');
  const title = listTitle(category, filter.typeId);
  useDocumentTitle(title);

  return (
    <main className={styles.screen} data-pager={showPager || undefined}>
      <ListHeader
        title={title}
        filter={filter}
        tabs={tabs}
        activeTab={category?.id ?? filter.typeId}
        visibleTabs={swipeThreshold(deviceClass(clientWidth))}
        layout={layout}
        onFilterChange={changeFilter}
        onToggleLayout={toggleLayout}
        onBack={goBack}
        onSearch={() => navigate(routes.search.href())}
      />
      {/* No message either way: the list itself shows what arrived. */}
      <PullToRefresh onRefresh={refresh}>
        <ListBody loading={firstPageLoading} layout={layout}>
          <VideoGrid
            videos={items}
            {...footer}
            layout={layout}
            ads={ads}
            onOpen={openVideo}
            empty={<EmptyState />}
          />
        </ListBody>
      </PullToRefresh>
      {showPager && <PageSlider docked page={page} pages={pages} onChange={jumpToPage} />}
    </main>
  );
}
