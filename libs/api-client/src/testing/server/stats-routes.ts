import { Hono } from 'hono';
import * as v from 'valibot';
import { MAX_PATH_LENGTH, MAX_SITE_LENGTH, readBody, shortText } from './params';
import { allowedSite, ok, type ReferenceContext } from './reference-context';
import { pushCapped } from './reference-limits';

/** What the api-client's page-view tracker posts (as `text/plain`, to avoid a preflight). */
const pageViewSchema = v.object({
  site: shortText(MAX_SITE_LENGTH),
  path: shortText(MAX_PATH_LENGTH),
  ts: v.optional(v.nullable(v.number()), null),
});

/**
 * The page-view tracker's endpoint, mounted at `/stats`; with `testHooks`, also the list of the
 * page views received (it names visitors' addresses, so it is for tests only).
 */
export function statsRoutes(ctx: ReferenceContext, testHooks: boolean): Hono {
  const routes = new Hono();
  routes.post('/pageview', async (c) => {
    const { site, path, ts } = await readBody(c, pageViewSchema, { text: true });
    const view = { site: allowedSite(ctx, site), path, ts, visitor: ctx.clientAddress(c) };
    pushCapped(ctx.state().pageViews, view, ctx.limits.pageViews, ctx.limits.pageViewBytes);
    return ok(c, null);
  });
  /** For tests: the page views recorded since the last reset, oldest first. */
  if (testHooks) routes.get('/pageviews', (c) => ok(c, ctx.state().pageViews));
  return routes;
}
