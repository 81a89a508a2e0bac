import type { Catalogue } from '../catalogue/create-catalogue';
import type { FaultRule } from './faults';
import { createFavouritesStore, type FavouritesStore } from './favourites-store';
import { DEFAULT_LIMITS, type ReferenceLimits, ShareVisits } from './reference-limits';

/** A feedback body as received (only `content` is required). */
export interface FeedbackRecord {
  readonly content: string;
  readonly [field: string]: unknown;
}

/** A page view as the tracker reported it, and who sent it. */
export interface PageViewRecord {
  /** `stats.siteId` of the runtime config. */
  readonly site: string;
  readonly path: string;
  /** The client's clock, epoch ms. */
  readonly ts: number | null;
  /** The client's address (`X-Forwarded-For` from a trusted proxy, else the peer's). */
  readonly visitor: string;
}

/** Everything the reference server remembers between requests. */
export interface ReferenceState {
  readonly favourites: FavouritesStore;
  /** Distinct visitors (by address) per share video id. */
  readonly shareVisits: ShareVisits;
  readonly feedback: FeedbackRecord[];
  readonly pageViews: PageViewRecord[];
  readonly faults: FaultRule[];
}

/**
 * The state of a fresh server: the catalogue's seeded favourites and share visits, `faults`, and
 * nothing else. Favourites keep the film's id and date only; replies build the rest from the
 * catalogue.
 */
export function createReferenceState(
  catalogue: Catalogue,
  options: {
    readonly faults?: readonly FaultRule[];
    readonly limits?: ReferenceLimits;
    /** Keys the visitors' public ids (see `createFavouritesStore`). */
    readonly publicIdKey?: string;
  } = {},
): ReferenceState {
  const { faults = [], limits = DEFAULT_LIMITS, publicIdKey } = options;
  const videos = new Set(catalogue.videos.map((video) => video.id));
  const favourites = createFavouritesStore(limits, publicIdKey);
  for (const { uuid, site, favourites: seeded } of catalogue.favouriteSeeds) {
    for (const { videoId, createdAt } of seeded) {
      if (videos.has(videoId)) favourites.add(uuid, site, { id: videoId, created_at: createdAt });
    }
  }
  return {
    favourites,
    shareVisits: new ShareVisits(
      limits,
      catalogue.shareVisitSeeds.map(({ videoId, visitors }) => [videoId, visitors] as const),
    ),
    feedback: [],
    pageViews: [],
    faults: [...faults],
  };
}
