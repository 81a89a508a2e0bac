import { Hono } from 'hono';
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
    pushCapped(ctx.state().faults, await readBody(c, faultRuleSchema), ctx.limits.faults);
    return ok(c, null);
  });
  routes.delete('/fault', (c) => {
    ctx.state().faults.length = 0;
    return ok(c, null);
  });
  routes.get('/feedback', (c) => ok(c, ctx.state().feedback));
  return routes;
}
