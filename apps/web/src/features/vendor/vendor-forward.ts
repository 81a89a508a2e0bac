import { routes } from '@video/routes';
import { takesHandedTokenAtOnce } from '../../core/handed-token';
import type { RouteForward } from '../../core/route-forward';

/**
 * A link that hands over a token the visitor takes without a question (`/vendor#token=…`) goes on
 * to the home feed: the vendor screen never shows, and the stats count only /home. The shell
 * takes the token as it forwards.
 */
export const vendorForward: RouteForward = ({ session }) =>
  takesHandedTokenAtOnce(session) ? routes.home.href() : null;
