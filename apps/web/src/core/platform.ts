/** iPhone, iPad (which also reports itself as a Mac with touch) and iPod. */
export function isIos({
  userAgent,
  maxTouchPoints,
}: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return /iP(hone|od|ad)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
