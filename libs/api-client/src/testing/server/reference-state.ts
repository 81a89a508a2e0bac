import type { Catalogue } from '../catalogue/create-catalogue';
import { createLinks } from '../links';
import type { FaultRule } from './faults';
import { createFavouritesStore, type FavouritesStore } from './favourites-store';
import { favouriteOf } from './json-views';
import { DEFAULT_LIMITS, type ReferenceLimits } from './reference-limits';

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
  /** `X-Forwarded-For` or the client address. */
  readonly visitor: string;
}

/** Everything the reference server remembers between requests. */
export interface ReferenceState {
  readonly favourites: FavouritesStore;
  /** Distinct visitors per share video id. */
  readonly shareVisits: Map<number, Set<string>>;
  readonly feedback: FeedbackRecord[];
  readonly pageViews: PageViewRecord[];
  readonly faults: FaultRule[];
}

/**
 * The state of a fresh server: the catalogue's seeded favourites and share visits, `faults`, and
 * nothing else. Seeded favourites keep URLs relative to the server (replies resolve them against
 * the request's origin), since their origin is not known yet.
 */
export function createReferenceState(
  catalogue: Catalogue,
  mediaBaseUrl: string,
  options: {
    readonly faults?: readonly FaultRule[];
    readonly limits?: ReferenceLimits;
    /** Keys the visitors' public ids (see `createFavouritesStore`). */
    readonly publicIdKey?: string;
  } = {},
): ReferenceState {
  const { faults = [], limits = DEFAULT_LIMITS, publicIdKey } = options;
  const relativeLinks = createLinks('', mediaBaseUrl);
  const videos = new Map(catalogue.videos.map((video) => [video.id, video]));
  const favourites = createFavouritesStore(limits, publicIdKey);
  for (const { uuid, site, favourites: seeded } of catalogue.favouriteSeeds) {
    for (const { videoId, createdAt } of seeded) {
      const video = videos.get(videoId);
      if (video !== undefined)
        favourites.add(uuid, site, favouriteOf(video, createdAt, relativeLinks));
    }
  }
  return {
    favourites,
    shareVisits: new Map(
      catalogue.shareVisitSeeds.map(({ videoId, visitors }) => [videoId, new Set(visitors)]),
    ),
    feedback: [],
    pageViews: [],
    faults: [...faults],
  };
}
