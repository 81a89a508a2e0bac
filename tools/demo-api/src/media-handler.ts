import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';

/** Content types Hono's table lacks or that players insist on. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  // The seek thumbnails' tile sheets.
  '.jpg': 'image/jpeg',
};

/**
 * Serves `/media/*` from `mediaDir` (HLS playlists, segments and thumbnail sheets, with Range support); a missing
 * file falls through to the API's 404 envelope.
 */
export function mediaHandler(mediaDir: string): MiddlewareHandler {
  const serve = serveStatic({
    root: mediaDir,
    rewriteRequestPath: (path) => path.replace(/^\/media/, ''),
  });
  return async (c, next) => {
    const response = await serve(c, next);
    const extension = /\.[a-z0-9]+$/i.exec(c.req.path)?.[0].toLowerCase() ?? '';
    const type = CONTENT_TYPES[extension];
    // A missing file passes on to the next handler and gives back no Response of its own.
    if (response instanceof Response && type !== undefined) {
      response.headers.set('Content-Type', type);
    }
    return response;
  };
}
