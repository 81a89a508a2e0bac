import { pathInApp } from '@video/domain';
import type { LeadImageAddress } from '../../core/image-lanes';
import type { ArrivalContext, ArrivalPlan } from '../../core/arrival';
import { entryAt } from '../route-manifest';

/**
 * The arrival calls of the screen a first visit at `pathname` (the page's, under the app's base path)
 * shows (`/` leads home), if any.
 */
export function arrivalPlan(pathname: string): ArrivalPlan | undefined {
  return entryAt(pathInApp(pathname, import.meta.env.BASE_URL)).arrival;
}

/**
 * Starts the arrival calls of the screen at `location`: those to its lead image now, the others
 * once `released` settles. Resolves to the lead image's address (null for none); never rejects.
 */
export function startArrivalCalls(
  location: Pick<Location, 'pathname' | 'search'>,
  context: ArrivalContext,
  released: Promise<unknown>,
): LeadImageAddress {
  const address = {
    pathname: pathInApp(location.pathname, import.meta.env.BASE_URL),
    search: location.search,
  };
  const plan = entryAt(address.pathname).arrival;
  void released.then(() => plan?.rest?.(address, context));
  return plan?.lead?.(address, context).catch(() => null) ?? Promise.resolve(null);
}
