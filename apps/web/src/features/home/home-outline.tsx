import { format } from '@video/domain';
import { VisuallyHidden } from '@video/ui';
import { BannerSkeleton } from './banner-carousel';
import { BannerTags } from './banner-tags';
import { CategoryIconsSkeleton } from './category-icons';
import { SectionSkeleton } from './home-feed';
import { HomeSearchBar } from './home-search-bar';
import styles from './home-screen.module.css';
import { ignore } from '../../shared/ignore';

/**
 * Home as it first shows, before its tags, banners, categories and feed arrive: the outline
 * index.html paints for /home, the first banner's box the lead image's. `HomeScreen`'s first
 * render draws the same parts (a test holds them together), the feed's first section of them.
 */
export function HomeOutline() {
  return (
    <main className={styles.home}>
      <VisuallyHidden as="h1">{format('tab.home')}</VisuallyHidden>
      <HomeSearchBar />
      <BannerTags tags={undefined} selected={null} onSelect={ignore} />
      <BannerSkeleton lead />
      <CategoryIconsSkeleton />
      <SectionSkeleton blocks={1} />
    </main>
  );
}
