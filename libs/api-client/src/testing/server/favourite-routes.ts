import { FAVOURITE_USERS_PER_LOAD } from '@video/domain';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { FavouriteJson } from '../favourite-json';
import { page } from '../page-json';
import { notFound } from './api-error';
import type { StoredFavourite } from './favourites-store';
import { favouriteOf } from './json-views';
import {
  MAX_CODE_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  owner,
  queryCode,
  queryText,
  readBody,
  videoId,
} from './params';
import {
  allowedSite,
  ok,
  pageOf,
  pageOptions,
  querySite,
  type ReferenceContext,
} from './reference-context';

/** A date as the contract writes it; anything else is replaced by the server's own date. */
const API_DATE = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?$/;
/** Longest cover or stream URL a client may post (they are not kept). */
const MAX_URL_LENGTH = 2_048;

const favouriteRef = v.object({ id: videoId, ...owner });
/**
 * What a client posts: the contract's whole favourite. Only `id` (and a well-formed date) is
 * kept; title, cover and stream are the catalogue's, so the rest is only checked for size.
 */
const newFavourite = v.object({
  id: videoId,
  imgUrl: v.optional(v.pipe(v.string(), v.maxLength(MAX_URL_LENGTH))),
  imgType: v.optional(v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH))),
  title: v.optional(v.pipe(v.string(), v.maxLength(MAX_TITLE_LENGTH))),
  path: v.optional(v.pipe(v.string(), v.maxLength(MAX_URL_LENGTH))),
  created_at: v.optional(v.pipe(v.string(), v.maxLength(32))),
  ...owner,
});
/** `favorites/ids` asks about a page or two of films at a time. */
const MAX_IDS = 200;
const idsQuery = v.object({ id: v.pipe(v.array(videoId), v.maxLength(MAX_IDS)), ...owner });

type Handler = (c: Context) => Response | Promise<Response>;

/** GET: a visitor's favourites, newest first (`uuid`, `site`, `page`). */
export function listFavourites(ctx: ReferenceContext): Handler {
  return (c) => {
    const favourites = ctx.state().favourites.list(queryCode(c), querySite(ctx, c));
    return ok(c, favouritesPage(ctx, c, favourites));
  };
}

/** Removes `{ id, uuid, site }`; removing a missing favourite is not an error. */
export function removeFavourite(ctx: ReferenceContext): Handler {
  return async (c) => {
    const { id, uuid, site } = await readBody(c, favouriteRef);
    ctx.state().favourites.remove(uuid, allowedSite(ctx, site), id);
    return ok(c, null);
  };
}

/** The share service's `/favorites` calls. */
export function favouriteRoutes(ctx: ReferenceContext): Hono {
  const routes = new Hono();
  const store = () => ctx.state().favourites;

  routes.get('/', listFavourites(ctx));
  routes.delete('/', removeFavourite(ctx));

  /** Keeps the film's id (a film of the catalogue) and the date; nothing else the client sent. */
  routes.post('/', async (c) => {
    const { id, created_at, uuid, site } = await readBody(c, newFavourite);
    if (ctx.index.video(id) === undefined) throw notFound('视频');
    const date = created_at !== undefined && API_DATE.test(created_at) ? created_at : ctx.today();
    store().add(uuid, allowedSite(ctx, site), { id, created_at: date });
    return ok(c, null);
  });

  routes.post('/ids', async (c) => {
    const { id: ids, uuid, site } = await readBody(c, idsQuery);
    const checked = allowedSite(ctx, site);
    return ok(c, { ids: ids.filter((id) => store().has(uuid, checked, id)) });
  });

  /** The favourites of the visitor `favorites/user` names by public id `id`. */
  routes.get('/userVideos', (c) => {
    const favourites = store().listByPublicId(
      queryText(c, 'id', MAX_CODE_LENGTH),
      querySite(ctx, c),
    );
    return ok(c, favouritesPage(ctx, c, favourites));
  });

  routes.get('/total', (c) => {
    const total = store().list(queryCode(c), querySite(ctx, c)).length;
    return ok(c, { total });
  });

  routes.get('/user', (c) => {
    const users = store().users(querySite(ctx, c));
    // The contract also allows the list of them all, which the variants mode sends.
    if (ctx.variants) return ok(c, users);
    return ok(c, page(users, pageOptions(ctx, c, FAVOURITE_USERS_PER_LOAD)));
  });
  return routes;
}

/**
 * A page of favourites as the catalogue describes their films: title, cover and stream are
 * built here, for every visitor alike, never taken from what a client posted. A film that left
 * the catalogue is left out.
 */
function favouritesPage(ctx: ReferenceContext, c: Context, favourites: StoredFavourite[]) {
  const links = ctx.links(c);
  const shown = favourites.flatMap((favourite) => {
    const video = ctx.index.video(favourite.id);
    return video === undefined ? [] : [favouriteOf(video, favourite.created_at, links)];
  });
  return pageOf(ctx, c, shown, (favourite): FavouriteJson => favourite);
}
