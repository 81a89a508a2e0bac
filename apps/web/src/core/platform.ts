/** iPhone, iPad (which also reports itself as a Mac with touch) and iPod. */
export function isIos({
  userAgent,
  maxTouchPoints,
}: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iP(hone|od|ad)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * The app runs inside another page's frame (an embed, a portal): installing it there would
 * install the other page, so it is not offered.
 */
export function inIframe(view: Pick<Window, 'self' | 'top'>): boolean {
  try {
    return view.self !== view.top;
  } catch {
    // A cross-origin parent refuses access to `top`: that, too, means an iframe.
    return true;
  }
}
