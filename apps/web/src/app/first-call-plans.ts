import type { LeadImageAddress } from '../core/image-lanes';
import { firstVisitPath } from './first-visit-path';
import type { FirstCallContext, FirstCallPlan } from '../core/first-calls';
import { homeFirstCalls } from '../features/home/first-calls';
import { listFirstCalls } from '../features/list/first-calls';
import { mineFirstCalls } from '../features/mine/first-calls';
import { playVideoFirstCalls } from '../features/play-video/first-calls';

/**
 * The first calls of each screen that has some, by path: apart from the routes (which bring the
 * screens' code and React), so that they go out before the framework has arrived.
 */
const FIRST_CALL_PLANS: Readonly<Record<string, FirstCallPlan>> = {
  '/home': homeFirstCalls,
  '/list': listFirstCalls,
  '/playVideo': playVideoFirstCalls,
  '/mine': mineFirstCalls,
};

/** The plan of the screen a first visit at `pathname` shows (`/` leads home), if it has one. */
export function firstCallPlan(pathname: string): FirstCallPlan | undefined {
  const path = firstVisitPath(pathname);
  return Object.hasOwn(FIRST_CALL_PLANS, path) ? FIRST_CALL_PLANS[path] : undefined;
}

/**
 * Starts the first calls of the screen at `location`: those to its lead image now, the others
 * once `released` settles. Resolves to the lead image's address (null for none); never rejects.
 */
export function startFirstCalls(
  location: Pick<Location, 'pathname' | 'search'>,
  context: FirstCallContext,
  released: Promise<unknown>,
): LeadImageAddress {
  const plan = firstCallPlan(location.pathname);
  void released.then(() => plan?.rest?.(location.search, context));
  return plan?.lead?.(location.search, context).catch(() => null) ?? Promise.resolve(null);
}
