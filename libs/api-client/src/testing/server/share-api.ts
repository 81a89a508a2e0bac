import { Hono } from 'hono';
import { notFound } from './api-error';
import { favouriteRoutes } from './favourite-routes';
import { queryInt } from './params';
import { ok, type ReferenceContext } from './reference-context';
import { addShareVisit } from './reference-limits';

/** The share service, mounted at `/share-api`. */
export function shareApi(ctx: ReferenceContext): Hono {
  const api = new Hono();

  /**
   * Unlock count of a share video. With `visit=1` (an unlock link was opened) the visitor is
   * counted once: the `uuid` query names them, else their address.
   */
  api.get('/share/check', (c) => {
    const id = queryInt(c, 'id');
    if (ctx.index.video(id) === undefined) throw notFound('视频');
    const visits = ctx.state().shareVisits;
    if (c.req.query('visit') === '1') {
      const visitor = c.req.query('uuid')?.trim() || ctx.clientAddress(c);
      addShareVisit(visits, id, visitor, ctx.limits);
    }
    return ok(c, { ip_count: visits.get(id)?.size ?? 0 });
  });

  api.route('/favorites', favouriteRoutes(ctx));
  return api;
}
