/**
 * Whether a stylesheet link failed to load: it has no sheet, or one whose rules cannot be read
 * (Chromium's failed sheet) or that holds none (the bundler emits no empty stylesheets).
 */
function failedToLoad(link: HTMLLinkElement): boolean {
  try {
    return (link.sheet?.cssRules.length ?? 0) === 0;
  } catch {
    return true;
  }
}

/**
 * Asks again for the stylesheets that failed to load, by adding a copy of each after it: the
 * bundler's preloader remembers every stylesheet it once inserted and will not insert it again,
 * so a screen loaded after an offline failure would otherwise lack its styles. The original
 * stays, for whoever still listens to it; one still loading is merely asked for twice.
 */
export function retryFailedStylesheets(doc: Document): void {
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([data-retried])');
  for (const link of links) {
    if (!failedToLoad(link)) continue;
    const again = link.cloneNode() as HTMLLinkElement;
    link.dataset['retried'] = '';
    link.after(again);
  }
}
