import { storageKeys } from '@video/storage';
import type { RouteForward } from '../../core/route-forward';
import { findPath, tabAt } from './find-tabs';

/**
 * /find itself, or a child it has no sub-tab for, forwards to the sub-tab shown last (排行 the
 * first time): the visitor never sees, and the stats never count, the address in between.
 */
export const findForward: RouteForward = ({ pathname, storage }) =>
  tabAt(pathname) ? null : findPath(storage.get(storageKeys.findTab));
