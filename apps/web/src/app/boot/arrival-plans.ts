import { pathInApp } from '@video/domain';
import { type ArrivalContext, type LeadImageAddress, routes, screenAt } from '@video/routes';

/**
 * Starts the arrival calls of the screen at `location` (the page's, under the app's base path;
 * `/` leads home), if it has any: those to its lead image now, the others once `released`
 * settles. Resolves to the lead image's address (null for none); never rejects.
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
  const name = screenAt(address.pathname);
  const plan = name === null ? undefined : routes[name].arrival;
  void released.then(() => plan?.rest?.(address, context));
  return plan?.lead?.(address, context).catch(() => null) ?? Promise.resolve(null);
}
