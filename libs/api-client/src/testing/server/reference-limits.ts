/**
 * How much the reference server keeps of what clients send: past a cap the oldest entry goes, so
 * that no client can grow the server's memory without bound.
 */
export interface ReferenceLimits {
  /** Page views kept. */
  readonly pageViews: number;
  /** Feedback messages kept. */
  readonly feedback: number;
  /** Test faults pending. */
  readonly faults: number;
  /** Visitors with favourites, per site. */
  readonly favouriteOwners: number;
  /** Favourites per visitor. */
  readonly favouritesPerOwner: number;
  /** Distinct visitors counted per share video. */
  readonly shareVisitors: number;
  /** Share videos with counted visits. */
  readonly sharedVideos: number;
}

/** The caps of a reference server unless its options say otherwise. */
export const DEFAULT_LIMITS: ReferenceLimits = {
  pageViews: 10_000,
  feedback: 1_000,
  faults: 100,
  favouriteOwners: 10_000,
  favouritesPerOwner: 1_000,
  shareVisitors: 10_000,
  sharedVideos: 10_000,
};

/** Appends `item`, dropping the oldest entries beyond `cap`. */
export function pushCapped<T>(list: T[], item: T, cap: number): void {
  list.push(item);
  if (list.length > cap) list.splice(0, list.length - cap);
}

/**
 * Adds `visitor` to the visitors of share video `id`, dropping the oldest visitor (and the video
 * visited longest ago) past the caps.
 */
export function addShareVisit(
  visits: Map<number, Set<string>>,
  id: number,
  visitor: string,
  limits: ReferenceLimits,
): void {
  const visitors = visits.get(id) ?? new Set<string>();
  visitors.delete(visitor);
  visitors.add(visitor);
  for (const oldest of visitors) {
    if (visitors.size <= limits.shareVisitors) break;
    visitors.delete(oldest);
  }
  visits.delete(id);
  visits.set(id, visitors);
  for (const oldest of visits.keys()) {
    if (visits.size <= limits.sharedVideos) break;
    visits.delete(oldest);
  }
}
