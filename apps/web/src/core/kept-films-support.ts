/**
 * Whether this page can keep films for offline viewing: the Cache API is there (a secure page),
 * and the page is no frame in another site's page (the embed), whose storage its parent's
 * quota bounds and the visitor cannot see.
 */
export function canKeepFilms(win: Window): boolean {
  return 'caches' in win && win.isSecureContext && win.top === win;
}
