/** The browser's share sheet (Web Share), bound; undefined where the browser has none. */
export function webShare(): Navigator['share'] | undefined {
  return typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
}

/** Closing the share sheet without sharing is no failure. */
export function isShareDismissed(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
