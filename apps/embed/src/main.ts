import './embed.css';
import { createPageViewTracker, loadConfig } from '@video/api-client';
import { installTrustedTypesPolicy } from '@video/player';
import { format, generateCode } from '@video/domain';
import { cryptoRandom } from '@video/storage';
import { button, element } from './dom';
import { startEmbedPage } from './embed-page';
import { embedTarget } from './embed-target';
import { embedText } from './embed-text';
import { linkParent } from './parent-link';

/** The page-view name of the embed, as the web app names its routes. */
export const EMBED_PAGE_VIEW = '/embed';

async function main(): Promise<void> {
  // The deploy's CSP requires Trusted Types: hls.js builds its worker from a plain URL.
  installTrustedTypesPolicy(window);
  const root = document.getElementById('embed');
  if (root === null) return;
  const siteOrigin = window.location.origin;
  // The runtime config is the web app's, at the site's root.
  const loaded = await loadConfig(fetch, `${siteOrigin}/`);
  if (!loaded.ok) {
    console.error('config.json is unusable:', loaded.problems);
    root.replaceChildren(
      element(
        'div',
        { class: 'note', role: 'alert' },
        element('p', {}, format('network.error')),
        button('retry', embedText.retry, () => window.location.reload()),
      ),
    );
    return;
  }
  const { config } = loaded;
  const target = embedTarget(window.location.pathname, window.location.search);

  if (config.stats !== null) {
    const tracker = createPageViewTracker({
      siteId: config.stats.siteId,
      endpoint: config.stats.endpoint,
    });
    tracker.track(target === null ? EMBED_PAGE_VIEW : `${EMBED_PAGE_VIEW}?id=${target.id}`);
  }

  let page: ReturnType<typeof startEmbedPage> | null = null;
  const link = linkParent({
    window,
    allowed: config.embedOrigins ?? [],
    onCommand: (command) => page?.command(command),
  });
  page = startEmbedPage({
    root,
    config,
    target,
    siteOrigin,
    // The share service counts the helpers of a film by their address, not by this code, which
    // it only reads along: in another site's frame the browser keeps the site's storage apart
    // anyway, so the embed draws a code for the page and stores nothing.
    visitorCode: generateCode(cryptoRandom),
    post: link.post,
  });
}

void main();
