import './embed.css';
import { createPageViewTracker, loadConfig } from '@video/api-client';
import { browserAdapter, createStorage, ensureVisitorCode, storageKeys } from '@video/storage';
import { startEmbedPage } from './embed-page';
import { embedTarget } from './embed-target';
import { embedText } from './embed-text';
import { linkParent } from './parent-link';

/** The page-view name of the embed, as the web app names its routes. */
export const EMBED_PAGE_VIEW = '/embed';

async function main(): Promise<void> {
  const root = document.getElementById('embed');
  if (root === null) return;
  const siteOrigin = window.location.origin;
  // The runtime config is the web app's, at the site's root.
  const loaded = await loadConfig(fetch, `${siteOrigin}/`);
  if (!loaded.ok) {
    console.error('config.json is unusable:', loaded.problems);
    root.textContent = embedText.retry;
    return;
  }
  const { config } = loaded;
  const storage = createStorage({ adapter: browserAdapter(window) });
  ensureVisitorCode(storage);
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
    visitorCode: storage.get(storageKeys.uuid),
    post: link.post,
  });
}

void main();
