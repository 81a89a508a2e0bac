import { useEffect } from 'react';
import { useServices } from './services';

/** `首页 - 视频`: the page's own name first, so a tab or the task switcher shows it; the site's alone without one. */
export function documentTitle(title: string | null | undefined, siteName: string): string {
  const own = title?.trim();
  return own ? `${own} - ${siteName}` : siteName;
}

/**
 * Names the page in the browser's title while the calling screen is shown: a kept-alive screen
 * that is hidden runs no effects, and names the page again when it is shown.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { config } = useServices();
  const text = documentTitle(title, config.siteName);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
