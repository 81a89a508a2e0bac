import { routes } from '@video/routes';

/** The messages of 401s this page load sent the visitor to the vendor screen with. */
const told = new Set<string>();

/** Keeps at most this many: a server says the same few things. */
const MAX_TOLD = 20;

/** The app is sending the visitor to the vendor screen with a 401's `message`: it may show it. */
export function tellLogoutReason(message: string): void {
  if (told.size >= MAX_TOLD) told.clear();
  told.add(message);
}

/**
 * Whether the app itself put `message` in the vendor screen's `?msg=` in this page load: a link
 * from anywhere else can write any text there, and the screen shows such text never.
 */
export function isToldLogoutReason(message: string | null): message is string {
  return message !== null && told.has(message);
}

/**
 * The vendor screen's address after a 401, carrying the server's message, which the screen then
 * shows as one the app put there (any other `?msg=` it does not).
 */
export function vendorPath(message: string): string {
  tellLogoutReason(message);
  return routes.vendor.href({ message });
}
