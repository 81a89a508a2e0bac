import { Hono } from 'hono';
import * as v from 'valibot';
import { nonEmpty, readBody } from './params';
import { ok, type ReferenceContext } from './reference-context';

/** What the api-client's page-view tracker posts (as `text/plain`, to avoid a preflight). */
const pageViewSchema = v.object({
  site: nonEmpty,
  path: nonEmpty,
  ts: v.optional(v.nullable(v.number()), null),
});

/** The page-view tracker's endpoint, mounted at `/stats`. */
export function statsRoutes(ctx: ReferenceContext): Hono {
  const routes = new Hono();
  routes.post('/pageview', async (c) => {
    const { site, path, ts } = await readBody(c, pageViewSchema);
    ctx.state().pageViews.push({ site, path, ts, visitor: ctx.clientAddress(c) });
    return ok(c, null);
  });
  /** For tests: every page view recorded since the last reset, oldest first. */
  routes.get('/pageviews', (c) => ok(c, ctx.state().pageViews));
  return routes;
}
