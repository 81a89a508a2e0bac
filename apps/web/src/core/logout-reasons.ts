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
