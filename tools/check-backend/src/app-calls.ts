import {
  adsRequest,
  type AdSlot,
  addFavouriteRequest,
  appLinkRequest,
  bannerAdsRequest,
  bannerTagsRequest,
  categoriesRequest,
  type DecodedRequest,
  favouriteIdsRequest,
  favouritesRequest,
  favouriteTotalRequest,
  favouriteUsersRequest,
  homeBlocksRequest,
  hotSearchesRequest,
  mayLikeRequest,
  noticesRequest,
  ownFavouritesRequest,
  pageviewRankingRequest,
  rankingRequest,
  recommendedRequest,
  removeFavouriteRequest,
  removeOwnFavouriteRequest,
  searchRequest,
  sendFeedbackRequest,
  shareCountRequest,
  tagVideosRequest,
  userVideosRequest,
  videoListRequest,
  videoRequest,
  visitShareLinkRequest,
} from '@video/api-client';
import type { ReplyShape } from '@video/api-client/reading-report';
import {
  ALL_CATEGORY_ID,
  DEFAULT_FEEDBACK_TYPE,
  type EncryptedImage,
  EXCLUDED_CATEGORY_IDS,
  feedbackRequest,
  SHARE_VIDEO_TYPE,
  SHORT_VIDEO_TYPE,
  type Video,
} from '@video/domain';
import { type CallCheck, type CallContext, checkCall, skippedCall } from './call-check';

/** A stream the app would play, and where it came from. */
export interface Stream {
  readonly what: string;
  readonly url: string;
}

/** An encrypted image of an answer, and what it shows. */
export interface FoundImage {
  readonly what: string;
  readonly kind: 'icon' | 'cover' | 'ad';
  readonly image: EncryptedImage;
}

/** Every call the app makes, checked, and what their answers lead to. */
export interface AppCalls {
  readonly calls: readonly CallCheck[];
  /** Covers, ad images and category icons from the answers, in the order found. */
  readonly images: readonly FoundImage[];
  readonly streams: readonly Stream[];
  /** `share/check`'s `ip_count` for a share video, before and after the visit. */
  readonly shareCounts: readonly number[];
  /** `favorites/total` with the check's favourite added. */
  readonly favouriteTotal?: number;
}

export interface AppCallsOptions {
  /** Leave out the calls that change something on the servers (feedback, favourites, an unlock). */
  readonly readOnly?: boolean;
}

const AD_SLOTS: readonly AdSlot[] = ['USER', 'PLAYINFO', 'PLAYBEFORE', 'SHORT_VIDEO', 'EXPLODE'];

/**
 * Makes every call of the contract the app makes, in the order a visit would, each with ids
 * found in earlier answers (a video of the home feed for the player, one of its tags, a share
 * video for the unlock count, a visitor of the favourites' list …).
 */
export async function runAppCalls(
  context: CallContext,
  { readOnly = false }: AppCallsOptions = {},
): Promise<AppCalls> {
  const calls: CallCheck[] = [];
  const images: FoundImage[] = [];
  const streams: Stream[] = [];
  const shareCounts: number[] = [];
  const call = async <T>(request: DecodedRequest<T>, shape: ReplyShape) => {
    const { check, data } = await checkCall(request, shape, context);
    calls.push(check);
    return data;
  };
  const skip = (request: DecodedRequest<unknown>, why: string) => {
    calls.push(skippedCall(request, why));
  };
  const write = async <T>(request: DecodedRequest<T>, shape: ReplyShape) => {
    if (readOnly) return skip(request, 'a write, left out by --read-only');
    return call(request, shape);
  };
  const addImage = (
    kind: FoundImage['kind'],
    what: string,
    image: EncryptedImage | null | undefined,
  ) => {
    if (image && !images.some((found) => found.image.url === image.url)) {
      images.push({ kind, what, image });
    }
  };

  // Home: categories, blocks, recommendations, notices and the Mine screen's links and ads.
  const categories = (await call(categoriesRequest(), 'categoryList')) ?? [];
  const category = categories.find(({ id }) => !EXCLUDED_CATEGORY_IDS.includes(id));
  addImage('icon', `category ${category?.id} icon`, category?.icon);
  const blocks = (await call(homeBlocksRequest(), 'homeBlockList')) ?? [];
  const blockVideos = blocks.flatMap((block) =>
    block.kind === 'category' ? block.category.videos : [],
  );
  addImage('cover', `video ${blockVideos[0]?.id} cover`, blockVideos[0]?.cover);
  const homeAd = blocks.find((block) => block.kind === 'ad');
  addImage('ad', 'home banner', homeAd?.kind === 'ad' ? homeAd.ad.image : null);
  const recommended = (await call(recommendedRequest(), 'videoList')) ?? [];
  await call(noticesRequest({ page: 1 }), 'noticePage');
  await call(appLinkRequest('checkin'), 'appLink');
  await call(appLinkRequest('activity'), 'appLink');
  const bannerTags = (await call(bannerTagsRequest(), 'tagList')) ?? [];
  const banners = await call(bannerAdsRequest(bannerTags[0]?.id ?? 0), 'adList');
  addImage('ad', 'banner', banners?.[0]?.image);
  for (const slot of AD_SLOTS) {
    const ads = (await call(adsRequest(slot), 'adList')) ?? [];
    addImage('ad', `${slot} ad`, ads[0]?.image);
    const preRoll = ads.find(({ videoPath }) => videoPath !== null);
    if (slot === 'PLAYBEFORE' && preRoll?.videoPath) {
      streams.push({ what: 'the pre-roll ad', url: preRoll.videoPath });
    }
  }

  // Lists, rankings and search.
  const list = await call(
    videoListRequest({ typeId: category?.id ?? ALL_CATEGORY_ID, orderby: 'new', page: 1 }),
    'videoPage',
  );
  await call(videoListRequest({ typeId: ALL_CATEGORY_ID, orderby: 'hot', page: 1 }), 'videoPage');
  const shorts = await call(
    videoListRequest({ typeId: SHORT_VIDEO_TYPE, orderby: 'new', page: 1 }),
    'videoPage',
  );
  const shares = await call(
    videoListRequest({ typeId: SHARE_VIDEO_TYPE, orderby: 'new', page: 1 }),
    'videoPage',
  );
  await call(rankingRequest({ typeId: category?.typeId ?? ALL_CATEGORY_ID, page: 1 }), 'videoPage');
  await call(pageviewRankingRequest('day'), 'videoList');
  const hot = (await call(hotSearchesRequest(), 'hotSearchGroupList')) ?? [];
  const firstVideo: Video | undefined = blockVideos[0] ?? recommended[0] ?? list?.items[0];
  addImage('cover', `video ${firstVideo?.id} cover`, firstVideo?.cover);
  const keyword = hot[0]?.keywords[0] ?? firstVideo?.title.slice(0, 2);
  const search = searchRequest({ keyword: keyword ?? '', page: 1 });
  if (keyword) await call(search, 'videoPage');
  else skip(search, 'no hot keyword nor video title to search for');

  // The player: a video of the home feed, its tag, what may be liked, its stream.
  const detailRequest = videoRequest(firstVideo?.id ?? 0);
  const video = firstVideo ? await call(detailRequest, 'video') : undefined;
  if (!firstVideo) skip(detailRequest, 'no video in the home feed, recommendations or list');
  addImage('cover', `video ${video?.id} cover`, video?.cover);
  if (video?.videoPath) streams.push({ what: `video ${video.id}`, url: video.videoPath });
  const short = shorts?.items[0];
  if (short?.videoPath) streams.push({ what: `short video ${short.id}`, url: short.videoPath });
  const tag = video?.tags[0];
  const tagRequest = tagVideosRequest({ tagId: tag?.id ?? 0, page: 1 });
  if (tag) await call(tagRequest, 'videoPage');
  else skip(tagRequest, 'the video has no tag');
  await call(mayLikeRequest({ page: 1 }), 'videoPage');
  const feedback = sendFeedbackRequest(
    feedbackRequest({
      type: DEFAULT_FEEDBACK_TYPE,
      videoId: video?.id ?? null,
      content: 'npm run check-backend: a test message, to be ignored',
      uuid: context.visitorCode,
    }),
  );
  await write(feedback, 'acknowledgement');

  // The share service: the unlock count of a share video, and favourites added and removed.
  const uuid = context.visitorCode;
  const shareVideo = shares?.items[0] ?? video;
  const countRequest = shareCountRequest({ id: shareVideo?.id ?? 0, uuid });
  if (shareVideo) {
    const count = await call(countRequest, 'shareCount');
    if (count !== undefined) shareCounts.push(count);
    const visited = await write(visitShareLinkRequest({ id: shareVideo.id, uuid }), 'shareCount');
    if (visited !== undefined) shareCounts.push(visited);
  } else {
    skip(countRequest, 'no share video nor video to count');
  }
  const favourite = video ?? firstVideo;
  if (favourite) {
    const added = addFavouriteRequest({ favourite: favouriteOf(favourite), uuid });
    await write(added, 'acknowledgement');
    await call(favouriteIdsRequest({ ids: [favourite.id], uuid }), 'favouriteIds');
  }
  await call(favouritesRequest({ uuid, page: 1 }), 'favouritePage');
  const favouriteTotal = await call(favouriteTotalRequest({ uuid }), 'favouriteTotal');
  const users = await call(favouriteUsersRequest({ page: 1 }), 'favouriteUsers');
  const user = users?.items[0];
  const userRequest = userVideosRequest({ uuid: user?.uuid ?? '', page: 1 });
  if (user) await call(userRequest, 'favouritePage');
  else skip(userRequest, 'no visitor in the favourites’ list');
  await call(ownFavouritesRequest({ uuid, page: 1 }), 'favouritePage');
  if (favourite) {
    await write(removeFavouriteRequest({ id: favourite.id, uuid }), 'acknowledgement');
    await write(removeOwnFavouriteRequest({ id: favourite.id, uuid }), 'acknowledgement');
  }
  return { calls, images, streams, shareCounts, favouriteTotal };
}

/** The favourite the app's player posts for `video` (as `favouriteOf` in the app). */
function favouriteOf(video: Video) {
  return {
    id: video.id,
    imgUrl: video.cover?.url ?? '',
    imgType: video.cover?.type ?? '',
    title: video.title,
    path: video.videoPath.split('?')[0] ?? '',
    createdAt: Date.now(),
  };
}
