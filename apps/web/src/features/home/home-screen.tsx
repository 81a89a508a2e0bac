import { useArrivalQuery } from '@video/api-client/react';
import { format } from '@video/domain';
import { VisuallyHidden } from '@video/ui';
import { categories as categoriesCall, bannerTags } from '@video/routes';
import { useAppSelector } from '../../core/store/hooks';
import { selectAdsEnabled } from '../../core/store/session-slice';
import { BannerCarousel } from './banner-carousel';
import { BannerTags } from './banner-tags';
import { CategoryIcons } from './category-icons';
import { ContinueWatching } from './continue-watching';
import { HomeFeed } from './home-feed';
import { HomeSearchBar } from './home-search-bar';
import styles from './home-screen.module.css';
import { useBannerType } from './use-banner-type';

/**
 * /home: search bar, banner tags and carousel, category icons, 继续观看 when something is
 * unfinished, then the feed. A cached view: the
 * shell keeps it and its scroll offset, so nothing here focuses or scrolls on its own.
 */
export function HomeScreen() {
  const adsEnabled = useAppSelector(selectAdsEnabled);
  // The tags only choose banners: without ads there is nothing for them to choose.
  const tagsQuery = useArrivalQuery(bannerTags, { skip: !adsEnabled });
  const categoriesQuery = useArrivalQuery(categoriesCall);
  // Failed tags or categories leave their strips empty rather than loading forever.
  const tags = tagsQuery.isError ? [] : tagsQuery.data;
  const categories = categoriesQuery.isError ? [] : categoriesQuery.data;
  const [bannerType, selectBannerType] = useBannerType(tags);

  return (
    <main className={styles.home}>
      <VisuallyHidden as="h1">{format('tab.home')}</VisuallyHidden>
      <HomeSearchBar />
      {adsEnabled && (
        <>
          <BannerTags tags={tags} selected={bannerType} onSelect={selectBannerType} />
          <BannerCarousel bannerType={bannerType} />
        </>
      )}
      <CategoryIcons categories={categories} />
      <ContinueWatching />
      <HomeFeed adsEnabled={adsEnabled} />
    </main>
  );
}
