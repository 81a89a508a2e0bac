import { Hono } from 'hono';
import { FORMAT_EXTENSIONS, IMAGE_FORMATS, type ImageKind } from '../links';
import { notFound } from './api-error';
import type { ReferenceContext } from './reference-context';

const FILE_NAME = /^(\d+)\.(jpg|png)\.enc$/;
const KINDS: readonly string[] = ['video', 'icon', 'ad'] satisfies ImageKind[];

/** Encrypted images, mounted at `/covers`: `/covers/{kind}/{id}.{jpg|png}.enc` by kind. */
export function coverRoutes(ctx: ReferenceContext): Hono {
  const routes = new Hono();
  routes.get('/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const [, digits, extension] = FILE_NAME.exec(c.req.param('file')) ?? [];
    const id = Number(digits ?? Number.NaN);
    if (
      !KINDS.includes(kind) ||
      extension !== FORMAT_EXTENSIONS[IMAGE_FORMATS[kind as ImageKind]] ||
      !ctx.index.hasImage(kind as ImageKind, id)
    ) {
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
