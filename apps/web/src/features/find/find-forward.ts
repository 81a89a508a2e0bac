import { routes } from '@video/routes';
import { storageKeys } from '@video/storage';
import type { RouteForward } from '../../core/route-forward';

/**
 * /find itself, or a child it has no sub-tab for, forwards to the sub-tab shown last (排行 the
 * first time): the visitor never sees, and the stats never count, the address in between.
 */
export const findForward: RouteForward = ({ pathname, storage }) =>
  routes.find.read({ pathname, search: '' }).tab
    ? null
    : routes.find.href(storage.get(storageKeys.findTab));
