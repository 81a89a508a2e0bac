import { LIST_AD_EVERY } from './constants';
import type { XbbBonus } from './entities';

/** How a list lays out its items. */
export type ListLayout = 'grid' | 'list';

/** A row of a list: a video, or an ad banner. */
export type ListRow<T, A> =
  | { readonly kind: 'video'; readonly item: T }
  /** `slot` counts the ad rows (0, 1, 2…), so rows showing the same ad still get distinct keys. */
  | { readonly kind: 'ad'; readonly ad: A; readonly slot: number };

/**
 * The rows of a list: in list layout with ads enabled, an ad banner before every
 * {@link LIST_AD_EVERY}th item (before items 0, 5, 10…), cycling through `ads`. No ads in grid
 * layout, with ads disabled, or when there are none.
 */
export function interleaveAds<T, A>(
  items: readonly T[],
  ads: readonly A[],
  options: { readonly layout: ListLayout; readonly adsEnabled: boolean },
): ListRow<T, A>[] {
  const withAds = options.layout === 'list' && options.adsEnabled && ads.length > 0;
  return items.flatMap((item, index): ListRow<T, A>[] => {
    const row = { kind: 'video', item } as const;
    if (!withAds || index % LIST_AD_EVERY !== 0) return [row];
    const slot = index / LIST_AD_EVERY;
    return [{ kind: 'ad', ad: ads[slot % ads.length] as A, slot }, row];
  });
}

/** Ads show when the config switches them on and the visitor's bonus state allows them. */
export function adsShown(isShowAd: boolean, bonus: Pick<XbbBonus, 'ad'>): boolean {
  return isShowAd && bonus.ad;
}
