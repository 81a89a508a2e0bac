import type { Context } from 'hono';
import type { Catalogue } from '../catalogue/create-catalogue';
import type { CoverStore } from '../covers/cover-store';
import type { ReferenceLinks } from '../links';
import { page, type PageJson, type PageOptions, PER_PAGE } from '../page-json';
import type { CatalogueIndex } from './catalogue-index';
import { badParam } from './api-error';
import { envelope } from './envelope';
import { pageParam, queryText } from './params';
import type { ReferenceLimits } from './reference-limits';
import type { ReferenceState } from './reference-state';

/** What every route of the reference server works with. */
export interface ReferenceContext {
  /** Whether replies take the contract's other reading (see `variantsMiddleware`). */
  readonly variants: boolean;
  readonly catalogue: Catalogue;
  readonly index: CatalogueIndex;
  readonly covers: CoverStore;
  /** Caps on what the state keeps. */
  readonly limits: ReferenceLimits;
  /** The current state; a reset replaces it. */
  state(): ReferenceState;
  /** Back to the seeded state. */
  reset(): void;
  /** Links for the origin the request came to. */
  links(c: Context): ReferenceLinks;
  /** The URL the client used (see `publicUrl`). */
  requestUrl(c: Context): URL;
  /** Who is asking: `X-Forwarded-For` from a trusted proxy, else the peer's address, else `unknown`. */
  clientAddress(c: Context): string;
  /**
   * The visitor's address when the server can tell it: as {@link clientAddress}, but none for a
   * request a proxy relayed that the server does not trust (it would name the proxy, the same
   * for every visitor).
   */
  visitorAddress(c: Context): string | undefined;
  /** Today's date and time as the contract writes dates (UTC+8). */
  today(): string;
  /** The `site` values the server takes (favourites and page views); any other is a 400. */
  readonly sites: ReadonlySet<string>;
}

/** `site` when the server takes it; 400 otherwise. */
export function allowedSite(ctx: ReferenceContext, site: string): string {
  if (!ctx.sites.has(site)) throw badParam('site');
  return site;
}

/** The `site` query, when the server takes it; 400 otherwise. */
export function querySite(ctx: ReferenceContext, c: Context): string {
  return allowedSite(ctx, queryText(c, 'site'));
}

/** A JSON reply in the envelope. */
export function ok(c: Context, rescont: unknown, msg?: string): Response {
  return c.json(envelope(rescont, msg));
}

/** Where the request's page sits: the `page` query, the page size and the URL to link from. */
export function pageOptions(ctx: ReferenceContext, c: Context, perPage = PER_PAGE): PageOptions {
  return { page: pageParam(c), perPage, baseUrl: ctx.requestUrl(c).href };
}

/** The requested page of `items`, each item of it turned into JSON with its place in the list. */
export function pageOf<T, U>(
  ctx: ReferenceContext,
  c: Context,
  items: readonly T[],
  toJson: (item: T, position: number) => U,
): PageJson<U> {
  const current = page(items, pageOptions(ctx, c));
  const offset = (current.current_page - 1) * current.per_page;
  return { ...current, data: current.data.map((item, index) => toJson(item, offset + index)) };
}
