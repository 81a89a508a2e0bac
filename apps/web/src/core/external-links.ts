import { format, safeExternalUrl } from '@video/domain';
import type { Snackbar } from '@video/ui';

/**
 * Opens outside links in a new context with no opener and no referrer, http(s) only; any other
 * link is refused with a toast rather than left to do nothing. Returns whether it opened.
 */
export function createExternalOpener(
  snackbar: Pick<Snackbar, 'show'>,
  open: (url: string, target: string, features: string) => unknown = (...args) =>
    window.open(...args),
): (url: string) => boolean {
  return (url) => {
    const safe = safeExternalUrl(url);
    if (safe === null) {
      snackbar.show(format('link.refused'));
      return false;
    }
    open(safe, '_blank', 'noopener,noreferrer');
    return true;
  };
}
