import { Hono } from 'hono';
import type { ImageKind } from '../links';
import { notFound } from './api-error';
import type { ReferenceContext } from './reference-context';

const FILE_NAME = /^(\d+)\.png\.enc$/;
const KINDS: readonly string[] = ['video', 'icon', 'ad'] satisfies ImageKind[];

/** Encrypted images, mounted at `/covers`: `/covers/{kind}/{id}.png.enc`. */
export function coverRoutes(ctx: ReferenceContext): Hono {
  const routes = new Hono();
  routes.get('/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const id = Number(FILE_NAME.exec(c.req.param('file'))?.[1] ?? Number.NaN);
    if (!KINDS.includes(kind) || !ctx.index.hasImage(kind as ImageKind, id)) {
      throw notFound('图片');
    }
    const bytes = await ctx.covers.get(kind as ImageKind, id);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/octet-stream',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  return routes;
}
