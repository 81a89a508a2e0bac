import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { faultRuleSchema } from './faults';
import { readBody } from './params';
import { ok, type ReferenceContext } from './reference-context';
import { pushCapped } from './reference-limits';

/**
 * Hooks for tests, mounted at `/__test` only when the server is created with `testHooks`; faults
 * never apply to them.
 */
export function testRoutes(ctx: ReferenceContext): Hono {
  const routes = new Hono();
  routes.post('/reset', (c) => {
    ctx.reset();
    return ok(c, null);
  });
  routes.post('/fault', async (c) => {
    const rule = await readBody(c, faultRuleSchema);
    pushCapped(ctx.state().faults, rule, ctx.limits.faults, ctx.limits.faultBytes);
    return ok(c, null);
  });
  routes.delete('/fault', (c) => {
    ctx.state().faults.length = 0;
    return ok(c, null);
  });
  routes.get('/feedback', (c) => ok(c, ctx.state().feedback));
  return routes;
}

/**
 * With the test hooks on, a request may name the client it stands for in this header (see
 * `createReferenceApi`): tests play several visitors from one machine.
 */
export const TEST_CLIENT_HEADER = 'X-Test-Client';

/** What a browser says of a request another site's page made (`Sec-Fetch-Site`). */
const CROSS_SITE_FETCHES = ['cross-site', 'same-site'];

/**
 * Refuses (403) a request another page made: one the browser marks as from another site
 * (`Sec-Fetch-Site`), or whose `Origin` is not the origin it was sent to. A test's own calls
 * (no browser, or the app's own page) pass.
 */
export function sameSiteOnly(requestUrl: (c: Context) => URL): MiddlewareHandler {
  return async (c, next) => {
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    const origin = c.req.header('origin');
    const foreign =
      (fetchSite !== undefined && CROSS_SITE_FETCHES.includes(fetchSite)) ||
      (origin !== undefined && origin !== requestUrl(c).origin);
    if (foreign) throw new ApiError(403, '禁止跨站调用测试接口');
    await next();
  };
}
