import { FAVOURITE_USERS_PER_LOAD } from '@video/domain';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { FavouriteJson } from '../favourite-json';
import type { ReferenceLinks } from '../links';
import { page } from '../page-json';
import { owner, queryText, readBody, videoId } from './params';
import { ok, pageOf, pageOptions, type ReferenceContext } from './reference-context';

const favouriteRef = v.object({ id: videoId, ...owner });
const newFavourite = v.object({
  id: videoId,
  imgUrl: v.string(),
  imgType: v.string(),
  title: v.string(),
  path: v.string(),
  created_at: v.string(),
  ...owner,
});
const idsQuery = v.object({ id: v.array(videoId), ...owner });

type Handler = (c: Context) => Response | Promise<Response>;

/** GET: a visitor's favourites, newest first (`uuid`, `site`, `page`). */
export function listFavourites(ctx: ReferenceContext): Handler {
  return (c) => {
    const favourites = ctx.state().favourites.list(queryText(c, 'uuid'), queryText(c, 'site'));
    return ok(c, favouritesPage(ctx, c, favourites));
  };
}

/** Removes `{ id, uuid, site }`; removing a missing favourite is not an error. */
export function removeFavourite(ctx: ReferenceContext): Handler {
  return async (c) => {
    const { id, uuid, site } = await readBody(c, favouriteRef);
    ctx.state().favourites.remove(uuid, site, id);
    return ok(c, null);
  };
}

/** The share service's `/favorites` calls. */
export function favouriteRoutes(ctx: ReferenceContext): Hono {
  const routes = new Hono();
  const store = () => ctx.state().favourites;

  routes.get('/', listFavourites(ctx));
  routes.delete('/', removeFavourite(ctx));

  routes.post('/', async (c) => {
    const { uuid, site, ...favourite } = await readBody(c, newFavourite);
    store().add(uuid, site, favourite);
    return ok(c, null);
  });

  routes.post('/ids', async (c) => {
    const { id: ids, uuid, site } = await readBody(c, idsQuery);
    return ok(c, { ids: ids.filter((id) => store().has(uuid, site, id)) });
  });

  /** The favourites of the visitor `favorites/user` names by public id `id`. */
  routes.get('/userVideos', (c) => {
    const favourites = store().listByPublicId(queryText(c, 'id'), queryText(c, 'site'));
    return ok(c, favouritesPage(ctx, c, favourites));
  });

  routes.get('/total', (c) => {
    const total = store().list(queryText(c, 'uuid'), queryText(c, 'site')).length;
    return ok(c, { total });
  });

  routes.get('/user', (c) => {
    const users = store().users(queryText(c, 'site'));
    // The contract also allows the list of them all, which the variants mode sends.
    if (ctx.variants) return ok(c, users);
    return ok(c, page(users, pageOptions(ctx, c, FAVOURITE_USERS_PER_LOAD)));
  });
  return routes;
}

function favouritesPage(ctx: ReferenceContext, c: Context, favourites: FavouriteJson[]) {
  const links = ctx.links(c);
  return pageOf(ctx, c, favourites, (favourite) => resolved(favourite, links));
}

/** Seeded favourites hold server-relative URLs; clients' absolute ones stay as sent. */
function resolved(favourite: FavouriteJson, links: ReferenceLinks): FavouriteJson {
  return {
    ...favourite,
    imgUrl: links.resolve(favourite.imgUrl),
    path: links.resolve(favourite.path),
  };
}
