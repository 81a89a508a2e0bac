import { type AdJson, createAdJson } from '../ad-json';
import type { CatalogueAd, CatalogueCategory, CatalogueVideo } from '../catalogue/create-catalogue';
import { type CategoryJson, createCategoryJson } from '../category-json';
import { coverPlaceholder } from '../covers/cover-placeholder';
import { createFavouriteJson, type FavouriteJson } from '../favourite-json';
import type { ReferenceLinks } from '../links';
import { createRandom, seedFromText } from '../random';
import { createVideoJson, type VideoJson } from '../video-json';

/**
 * Whether a video carries a blurred preview of its cover (`imgbase64`): half of them do, picked
 * by a hash of the id so that every list mixes both, as from a backend that has previews for
 * some videos only; the demo shows covers loading with a preview and without.
 */
const hasPlaceholder = (id: number) => createRandom(seedFromText(`preview:${id}`)).next() < 0.5;

/** A catalogue video as the API sends it, URLs built by `links`. */
export function videoJson(
  video: CatalogueVideo,
  links: ReferenceLinks,
  rank: number | null = null,
): VideoJson {
  return createVideoJson(
    {
      id: video.id,
      title: video.title,
      pageviews: video.pageviews,
      playtimes: video.playtimes,
      rank,
      created_at: video.createdAt,
      updated_at: video.updatedAt,
      videopath: links.clip(video.clip),
      labls: [...video.tags],
      ...(hasPlaceholder(video.id) && { imgbase64: coverPlaceholder(video.id) }),
    },
    links,
  );
}

/** A catalogue ad; a pre-roll ad carries its clip and length. */
export function adJson(ad: CatalogueAd, links: ReferenceLinks): AdJson {
  const preRoll =
    ad.clip === null ? {} : { videopath: links.clip(ad.clip), duration: ad.duration ?? 0 };
  return createAdJson({ id: ad.id, title: ad.title, url: ad.url, ...preRoll }, links);
}

/** A category; home blocks pass their videos as `list`. */
export function categoryJson(
  category: CatalogueCategory,
  links: ReferenceLinks,
  list?: VideoJson[],
): CategoryJson {
  const { id, name, typeId, order } = category;
  return createCategoryJson(
    { id, name, type_id: typeId, order, ...(list === undefined ? {} : { list }) },
    links,
  );
}

/** The favourite a client would post for `video`. */
export function favouriteOf(
  video: CatalogueVideo,
  createdAt: string,
  links: ReferenceLinks,
): FavouriteJson {
  const cover = links.image('video', video.id);
  return createFavouriteJson(
    {
      id: video.id,
      imgUrl: cover.url,
      imgType: cover.type,
      title: video.title,
      path: links.clip(video.clip),
      created_at: createdAt,
    },
    links,
  );
}
