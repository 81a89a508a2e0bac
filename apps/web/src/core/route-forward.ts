import type { TypedStorage } from '@video/storage';

/** What a route's forwarding rule may read: the address asked for, storage and the session. */
export interface ForwardFrom {
  readonly pathname: string;
  readonly storage: TypedStorage;
  readonly session: { readonly token: string; readonly handedToken: string };
}

/**
 * Where a route's address forwards before anything shows, or null to show its screen. Declared
 * with the route: the shell moves there in place and reports no page view for the address left.
 */
export type RouteForward = (from: ForwardFrom) => string | null;
