import { Hono } from 'hono';
import type { AdKind, Catalogue, CatalogueAd } from '../catalogue/create-catalogue';
import type { ReferenceLinks } from '../links';
import { notFound } from './api-error';
import { adJson } from './json-views';
import { pathInt } from './params';
import { ok, type ReferenceContext } from './reference-context';

/** Slots addressed by name alone; BANNER also takes a banner tag, EXPLODE may end in `/0`. */
const NAMED_SLOTS: readonly string[] = ['USER', 'PLAYINFO', 'PLAYBEFORE', 'SHORT_VIDEO', 'EXPLODE'];
/** `/adinfo/BANNER/0`: the banners of every tag. */
const ALL_BANNERS = 0;

/** `/api/adinfo/...`: the ads of a slot. */
export function adRoutes(ctx: ReferenceContext): Hono {
  const { catalogue } = ctx;
  const routes = new Hono();
  routes.get('/BANNER/:tag', (c) =>
    ok(c, adsJson(banners(catalogue, pathInt(c, 'tag')), ctx.links(c))),
  );
  routes.get('/EXPLODE/0', (c) => ok(c, adsJson(slot(catalogue, 'EXPLODE'), ctx.links(c))));
  routes.get('/:kind', (c) => {
    const kind = c.req.param('kind');
    if (!NAMED_SLOTS.includes(kind)) throw notFound('广告位');
    return ok(c, adsJson(slot(catalogue, kind as AdKind), ctx.links(c)));
  });
  return routes;
}

function adsJson(ads: readonly CatalogueAd[], links: ReferenceLinks) {
  return ads.map((ad) => adJson(ad, links));
}

function slot(catalogue: Catalogue, kind: AdKind): CatalogueAd[] {
  return catalogue.ads.filter((ad) => ad.kind === kind);
}

function banners(catalogue: Catalogue, tagId: number): CatalogueAd[] {
  if (tagId !== ALL_BANNERS && !catalogue.bannerTags.some(({ id }) => id === tagId)) {
    throw notFound('广告位');
  }
  return slot(catalogue, 'BANNER').filter(
    ({ bannerTagId }) => tagId === ALL_BANNERS || bannerTagId === tagId,
  );
}
