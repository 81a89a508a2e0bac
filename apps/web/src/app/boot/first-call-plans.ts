import { pathInApp } from '@video/domain';
import type { LeadImageAddress } from '../../core/image-lanes';
import type { FirstCallContext, FirstCallPlan } from '../../core/first-calls';
import { entryAt } from '../route-manifest';

/**
 * The first calls of the screen a first visit at `pathname` (the page's, under the app's base path)
 * shows (`/` leads home), if any.
 */
export function firstCallPlan(pathname: string): FirstCallPlan | undefined {
  return entryAt(pathInApp(pathname, import.meta.env.BASE_URL)).firstCalls;
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
  const address = {
    pathname: pathInApp(location.pathname, import.meta.env.BASE_URL),
    search: location.search,
  };
  const plan = entryAt(address.pathname).firstCalls;
  void released.then(() => plan?.rest?.(address, context));
  return plan?.lead?.(address, context).catch(() => null) ?? Promise.resolve(null);
}
