import { Hono } from 'hono';
import { notFound } from './api-error';
import { favouriteRoutes } from './favourite-routes';
import { queryInt } from './params';
import { ok, type ReferenceContext } from './reference-context';

/** The share service, mounted at `/share-api`. */
export function shareApi(ctx: ReferenceContext): Hono {
  const api = new Hono();

  /**
   * Unlock count of a share video (`ip_count`). With `visit=1` (an unlock link was opened) the
   * visitor is counted once, by the address the server sees (behind a trusted proxy, the one it
   * forwards): a client can make up any `uuid`, so the code it sends does not count visitors.
   * Behind a proxy the server does not trust, every visitor would be the proxy: none is counted.
   */
  api.get('/share/check', (c) => {
    const id = queryInt(c, 'id');
    if (ctx.index.video(id) === undefined) throw notFound('视频');
    const visits = ctx.state().shareVisits;
    const visitor = ctx.visitorAddress(c);
    if (c.req.query('visit') === '1' && visitor !== undefined) visits.add(id, visitor);
    return ok(c, { ip_count: visits.count(id) });
  });

  api.route('/favorites', favouriteRoutes(ctx));
  return api;
}
