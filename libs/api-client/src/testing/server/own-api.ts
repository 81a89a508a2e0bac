import { ALL_CATEGORY_ID, DEFAULT_RANK_PERIOD, SORT_ORDERS } from '@video/domain';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { type CatalogueVideo, isNormalType } from '../catalogue/create-catalogue';
import type { ReferenceLinks } from '../links';
import { page } from '../page-json';
import type { VideoJson } from '../video-json';
import { adRoutes } from './ad-routes';
import { ApiError, badParam, notFound } from './api-error';
import { isRankPeriod } from './catalogue-index';
import { listFavourites, removeFavourite } from './favourite-routes';
import { adJson, categoryJson, videoJson } from './json-views';
import {
  MAX_CODE_LENGTH,
  MAX_CONTENT_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  pathInt,
  queryChoice,
  queryInt,
  readBody,
} from './params';
import { ok, pageOf, pageOptions, type ReferenceContext } from './reference-context';
import { pushCapped } from './reference-limits';

/** A banner ad comes before every this many home blocks, starting with the first. */
const BLOCKS_PER_AD = 3;
/** The reply `msg` the feedback dialog shows. */
export const FEEDBACK_THANKS = '提交成功，感谢您的反馈';
const shortValue = (maxLength: number) =>
  v.optional(v.nullable(v.union([v.pipe(v.string(), v.maxLength(maxLength)), v.number()])));
/** The feedback dialog's fields, each of bounded length; any other field is not kept. */
const feedbackSchema = v.object({
  content: v.optional(v.unknown()),
  device: shortValue(MAX_TEXT_LENGTH),
  title: shortValue(MAX_TITLE_LENGTH),
  video_id: shortValue(MAX_TEXT_LENGTH),
  uuid: shortValue(MAX_CODE_LENGTH),
});

type ToJson = (video: CatalogueVideo, position: number) => VideoJson;

/** Videos as JSON; ranked ones get their 1-based position in the whole list as `rank`. */
function toVideoJson(links: ReferenceLinks, ranked = false): ToJson {
  return (video, position) => videoJson(video, links, ranked ? position + 1 : null);
}

/** The own API, mounted at `/api`. */
export function ownApi(ctx: ReferenceContext): Hono {
  const { catalogue, index } = ctx;
  const api = new Hono();
  const existingType = (typeId: number): number => {
    if (!index.hasType(typeId)) throw notFound('分类');
    return typeId;
  };
  const videoPage = (c: Context, videos: readonly CatalogueVideo[], ranked = false) =>
    ok(c, pageOf(ctx, c, videos, toVideoJson(ctx.links(c), ranked)));
  const videoList = (c: Context, videos: readonly CatalogueVideo[], ranked = false) =>
    ok(c, videos.map(toVideoJson(ctx.links(c), ranked)));

  api.get('/videosort', (c) => {
    const links = ctx.links(c);
    const categories = catalogue.categories.map((category) => categoryJson(category, links));
    return ok(c, categories);
  });

  api.get('/videosort/:type', (c) => {
    const typeId = existingType(pathInt(c, 'type'));
    const order = queryChoice(c, 'orderby', SORT_ORDERS, 'new');
    return videoPage(c, index.list(typeId, order, c.req.query('serach')));
  });

  api.get('/videoindex', (c) => {
    const links = ctx.links(c);
    const banners = catalogue.ads.filter(({ kind }) => kind === 'BANNER');
    const blocks = catalogue.categories
      .filter(({ typeId }) => isNormalType(typeId))
      .flatMap((category, position) => {
        const list = index.homeBlock(category.typeId).map(toVideoJson(links));
        const block = categoryJson(category, links, list);
        if (position % BLOCKS_PER_AD !== 0) return [block];
        const banner = banners[(position / BLOCKS_PER_AD) % banners.length];
        return [adJson(banner, links), block];
      });
    return ok(c, blocks);
  });

  api.get('/videorecommand', (c) => videoList(c, index.videos(catalogue.recommendedIds)));
  api.get('/videomaylike', (c) => videoPage(c, index.videos(catalogue.mayLikeIds)));

  api.get('/videoplay/:id', (c) => {
    const found = index.video(pathInt(c, 'id'));
    if (found === undefined) throw notFound('视频');
    return ok(c, videoJson(found, ctx.links(c)));
  });

  api.get('/videotopic/:tagId', (c) => {
    const tagId = pathInt(c, 'tagId');
    if (!index.hasTag(tagId)) throw notFound('标签');
    return videoPage(c, index.tagged(tagId));
  });

  api.get('/videoSearchHot', (c) => ok(c, catalogue.hotSearch));
  api.route('/adinfo', adRoutes(ctx));
  api.get('/adsort', (c) => ok(c, catalogue.bannerTags));

  api.get('/applink/:name', (c) => {
    const name = c.req.param('name');
    if (name !== 'checkin' && name !== 'activity') throw notFound('链接');
    return ok(c, { url: catalogue.appLinks[name] });
  });

  api.get('/sysnotice', (c) => ok(c, page(catalogue.notices, pageOptions(ctx, c))));

  api.post('/syssuggest', async (c) => {
    const body = await readBody(c, feedbackSchema);
    const content = typeof body.content === 'string' ? body.content.trim() : '';
    if (content === '') throw new ApiError(400, '反馈内容不能为空');
    if (content.length > MAX_CONTENT_LENGTH) throw badParam('content');
    const kept = Object.fromEntries(
      Object.entries(body).filter(([, value]) => value !== undefined),
    );
    pushCapped(
      ctx.state().feedback,
      { ...kept, content },
      ctx.limits.feedback,
      ctx.limits.feedbackBytes,
    );
    return ok(c, null, FEEDBACK_THANKS);
  });

  api.get('/rank', (c) => {
    const typeId = existingType(queryInt(c, 'type', ALL_CATEGORY_ID));
    return videoPage(c, index.list(typeId, 'hot'), true);
  });

  api.get('/rank/pageviews/:period?', (c) => {
    const period = c.req.param('period') ?? DEFAULT_RANK_PERIOD;
    if (!isRankPeriod(period)) throw badParam('period');
    return videoList(c, index.periodRanking(period), true);
  });

  api.get('/favorites', listFavourites(ctx));
  api.post('/favorites/remove', removeFavourite(ctx));
  return api;
}
