import { DEFAULT_FIELD_LIMITS, type FieldLimits } from './field-store';

/**
 * How much the reference server keeps of what clients send, and how fast it lets one client ask:
 * past a cap the oldest entry goes, so that no client can grow the server's memory without bound.
 * Every store has a cap in entries and a budget in bytes (what its entries weigh as JSON), since
 * a few large entries weigh as much as many small ones.
 */
export interface ReferenceLimits extends FieldLimits {
  /** Page views kept. */
  readonly pageViews: number;
  /** Bytes of the page views kept. */
  readonly pageViewBytes: number;
  /** Feedback messages kept. */
  readonly feedback: number;
  /** Bytes of the feedback kept. */
  readonly feedbackBytes: number;
  /** Test faults pending. */
  readonly faults: number;
  /** Bytes of the test faults pending. */
  readonly faultBytes: number;
  /** Visitors with favourites, per site. */
  readonly favouriteOwners: number;
  /** Favourites per visitor. */
  readonly favouritesPerOwner: number;
  /** Bytes of every site's favourites together (the visitor whose list changed longest ago goes). */
  readonly favouriteBytes: number;
  /** Distinct visitors counted per share video. */
  readonly shareVisitors: number;
  /** Share videos with counted visits. */
  readonly sharedVideos: number;
  /** Bytes of the counted visitors of every share video together. */
  readonly shareVisitBytes: number;
  /** Requests one client may send per minute (bursts up to this many); 0 turns the limit off. */
  readonly requestsPerMinute: number;
  /** Writes (POST, DELETE) one client may send per minute. */
  readonly writesPerMinute: number;
  /**
   * Lookups by identification code (favourites, `favorites/total`, `favorites/ids`) one client
   * may send per minute: the code is the favourites' only credential, so guessing is slowed down.
   */
  readonly codeLookupsPerMinute: number;
  /** Clients whose rates are tracked (the one seen longest ago goes). */
  readonly rateClients: number;
}

const MiB = 1024 * 1024;

/** The caps of a reference server unless its options say otherwise. */
export const DEFAULT_LIMITS: ReferenceLimits = {
  ...DEFAULT_FIELD_LIMITS,
  pageViews: 10_000,
  pageViewBytes: 4 * MiB,
  feedback: 1_000,
  feedbackBytes: 2 * MiB,
  faults: 100,
  faultBytes: MiB,
  favouriteOwners: 10_000,
  favouritesPerOwner: 1_000,
  favouriteBytes: 16 * MiB,
  shareVisitors: 10_000,
  sharedVideos: 10_000,
  shareVisitBytes: 8 * MiB,
  requestsPerMinute: 3_000,
  writesPerMinute: 600,
  codeLookupsPerMinute: 300,
  rateClients: 10_000,
};

const utf8 = new TextEncoder();

/** What `value` weighs: the UTF-8 bytes of its JSON (0 for what JSON cannot write). */
export function byteSize(value: unknown): number {
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? 0 : utf8.encode(json).length;
}

/** The running weight of a list that {@link pushCapped} keeps within a byte budget. */
interface Weights {
  readonly sizes: number[];
  total: number;
}

const listWeights = new WeakMap<readonly unknown[], Weights>();

function weightsOf(list: readonly unknown[]): Weights {
  const known = listWeights.get(list);
  // A list emptied or changed elsewhere (e.g. `length = 0`) is weighed again.
  if (known !== undefined && known.sizes.length === list.length) return known;
  const sizes = list.map(byteSize);
  const weights = { sizes, total: sizes.reduce((sum, size) => sum + size, 0) };
  listWeights.set(list, weights);
  return weights;
}

/**
 * Appends `item`, dropping the oldest entries beyond `cap` entries and, with `maxBytes`, beyond
 * that many bytes (see {@link byteSize}); the newest entry always stays. Works on any array, so
 * that every list the server keeps can take a byte budget.
 */
export function pushCapped<T>(
  list: T[],
  item: T,
  cap: number,
  maxBytes = Number.POSITIVE_INFINITY,
): void {
  if (maxBytes === Number.POSITIVE_INFINITY) {
    list.push(item);
    if (list.length > cap) list.splice(0, list.length - cap);
    return;
  }
  const weights = weightsOf(list);
  const size = byteSize(item);
  list.push(item);
  weights.sizes.push(size);
  weights.total += size;
  let drop = Math.max(0, list.length - cap);
  let total = weights.total;
  for (let index = 0; index < drop; index += 1) total -= weights.sizes[index];
  while (total > maxBytes && drop < list.length - 1) {
    total -= weights.sizes[drop];
    drop += 1;
  }
  if (drop === 0) return;
  list.splice(0, drop);
  weights.sizes.splice(0, drop);
  weights.total = total;
}

/** Bytes one counted visitor weighs: its address and the set's own share. */
const VISITOR_OVERHEAD = 16;

/**
 * The visitors counted per share video, within the caps of `limits`: per video, videos with
 * visits and the bytes of them all (the video visited longest ago goes first).
 */
export class ShareVisits {
  private readonly visits: Map<number, Set<string>>;
  private bytes = 0;

  constructor(
    private readonly limits: ReferenceLimits,
    seeded: Iterable<readonly [number, Iterable<string>]> = [],
  ) {
    this.visits = new Map();
    for (const [id, visitors] of seeded) for (const visitor of visitors) this.add(id, visitor);
  }

  /** Distinct visitors counted for video `id`. */
  count(id: number): number {
    return this.visits.get(id)?.size ?? 0;
  }

  /** Counts `visitor` for video `id` once; dropping the oldest past the caps. */
  add(id: number, visitor: string): void {
    const visitors = this.visits.get(id) ?? new Set<string>();
    if (!visitors.delete(visitor)) this.bytes += weightOf(visitor);
    visitors.add(visitor);
    for (const oldest of visitors) {
      if (visitors.size <= this.limits.shareVisitors) break;
      this.drop(visitors, oldest);
    }
    this.visits.delete(id);
    this.visits.set(id, visitors);
    for (const [oldestId, oldest] of this.visits) {
      if (this.visits.size <= this.limits.sharedVideos && this.bytes <= this.limits.shareVisitBytes)
        break;
      if (oldestId === id) {
        // The video just visited keeps its newest visitors within the byte budget.
        for (const visitor of oldest) {
          if (this.bytes <= this.limits.shareVisitBytes || oldest.size <= 1) break;
          this.drop(oldest, visitor);
        }
        break;
      }
      for (const visitor of oldest) this.bytes -= weightOf(visitor);
      this.visits.delete(oldestId);
    }
  }

  /** Bytes the counted visitors weigh, as the budget counts them. */
  get weight(): number {
    return this.bytes;
  }

  private drop(visitors: Set<string>, visitor: string): void {
    visitors.delete(visitor);
    this.bytes -= weightOf(visitor);
  }
}

function weightOf(visitor: string): number {
  return utf8.encode(visitor).length + VISITOR_OVERHEAD;
}
