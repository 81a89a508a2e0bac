/**
 * The product's entities as the app uses them: camelCase, dates as epoch
 * milliseconds, optional API fields already defaulted. The api-client maps API JSON onto these.
 */

/** An image that arrives encrypted: fetch `url`, decrypt with the configured cipher. */
export interface EncryptedImage {
  readonly url: string;
  /** The image's MIME subtype or file extension as the API sends it, e.g. `png` or `jpeg`. */
  readonly type: string;
}

/** A tag (label) on a video, and a banner tag on the home strip. */
export interface Tag {
  readonly id: number;
  readonly name: string;
}

export interface Video {
  readonly id: number;
  readonly title: string;
  /** View count; shown with a 次 suffix. */
  readonly pageviews: number;
  /** Duration text as the API gives it, e.g. `12:34`. */
  readonly duration: string;
  /** Ranking place: 1–3 show a medal, above 3 the number, null nothing. */
  readonly rank: number | null;
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
  /** HLS playlist URL. */
  readonly videoPath: string;
  readonly cover: EncryptedImage | null;
  readonly coverPath: string;
  readonly tags: readonly Tag[];
  /**
   * A tiny blurred preview shown under the cover while it loads: a `data:image/…;base64,…` URL
   * (PNG, JPEG, GIF or WebP, a few KiB at most), from the API's `imgbase64`; null when there is none.
   */
  readonly placeholder: string | null;
}

export interface Ad {
  readonly url: string;
  readonly image: EncryptedImage | null;
  readonly title: string;
  /** A pre-roll ad's clip (HLS); null for image ads. */
  readonly videoPath: string | null;
  /** How long a pre-roll ad counts down, in seconds; null when the server leaves it to the app. */
  readonly durationSeconds: number | null;
}

export interface Category {
  readonly id: number;
  readonly name: string;
  readonly typeId: number;
  readonly iconPath: string;
  readonly order: number;
  readonly icon: EncryptedImage | null;
  readonly videos: readonly Video[];
}

/** One block of the home feed: a category with its videos, or an ad banner. */
export type HomeBlock =
  | { readonly kind: 'category'; readonly category: Category }
  | { readonly kind: 'ad'; readonly ad: Ad };

export interface Notice {
  readonly id: number;
  readonly title: string;
  /** Untrusted HTML: sanitise before rendering. */
  readonly content: string;
  readonly updatedAt: number | null;
}

export interface HotSearchGroup {
  readonly title: string;
  readonly keywords: readonly string[];
}

/** A favourite as the share service stores it. */
export interface Favourite {
  readonly id: number;
  readonly imgUrl: string;
  readonly imgType: string;
  readonly title: string;
  /** Stream path without its query string. */
  readonly path: string;
  readonly createdAt: number | null;
}

/** A visitor whose favourites the favourites-by-users page shows. */
export interface FavouriteUser {
  readonly uuid: string;
  readonly total: number;
}

/** One page of a Laravel-style paged response (`rescont`). */
export interface Page<T> {
  readonly items: readonly T[];
  /** Null on the last page. */
  readonly nextPageUrl: string | null;
  readonly total: number;
  readonly perPage: number;
  readonly currentPage: number;
}

export type SortOrder = 'new' | 'hot';

export type RankPeriod = 'day' | 'week' | 'month';

/** A list's query state: sort, page and category. */
export interface ListQuery {
  readonly orderby: SortOrder;
  readonly page: number;
  readonly typeId: number;
}

/** The bonus part of the store state; persisted. */
export interface XbbBonus {
  readonly isGuest: boolean;
  readonly domain: string;
  readonly userid: string;
  readonly cid: string;
  readonly wsUrl: string;
  readonly promoUrl: string;
  /** Ads allowed by the bonus state. */
  readonly ad: boolean;
  /** Activity link allowed. */
  readonly activity: boolean;
  readonly loginVideoSwitch: boolean;
}

/** A watch-history entry, in the H5 app's on-disk shape. */
export interface HistoryEntry {
  readonly id: number;
  readonly coverbase64: EncryptedImage | null;
  readonly title: string;
}
