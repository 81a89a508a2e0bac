import {
  EXCLUDED_CATEGORY_IDS,
  HOME_BLOCK_PAGES,
  HOME_BLOCK_SIZE,
  SHARE_VIDEO_TYPE,
  SHORT_VIDEO_TYPE,
} from '@video/domain';
import { formatApiDate } from '../../lib/format-api-date';
import type { NoticeJson } from '../notice-json';
import { createRandom, type Random } from '../random';
import type { TagJson } from '../video-json';
import type { BannerTagJson, HotGroupJson } from '../wire-types';
import { hotSearchGroups } from './hot-search';
import {
  AD_TITLES,
  APP_LINKS,
  BANNER_TAG_NAMES,
  CATEGORY_NAMES,
  NOTICES,
  REFERENCE_SITE,
  SPECIAL_CATEGORIES,
  TAG_NAMES,
} from './seed-content';
import { composeTitle } from './title-words';

/** The ad slots of `/api/adinfo/{kind}`. */
export type AdKind = 'USER' | 'PLAYINFO' | 'PLAYBEFORE' | 'SHORT_VIDEO' | 'BANNER' | 'EXPLODE';

export interface CatalogueCategory {
  readonly id: number;
  readonly name: string;
  readonly typeId: number;
  readonly order: number;
}

/** A video without URLs: those depend on the origin a request came to. */
export interface CatalogueVideo {
  readonly id: number;
  readonly typeId: number;
  readonly title: string;
  readonly pageviews: number;
  /** `mm:ss`. */
  readonly playtimes: string;
  /** `YYYY-MM-DD HH:mm:ss`, UTC+8; sorts as text. */
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly tags: readonly TagJson[];
  /** Media clip folder, e.g. `clip-2` or `short-1`. */
  readonly clip: string;
}

export interface CatalogueAd {
  readonly id: number;
  readonly kind: AdKind;
  /** The banner tag of a BANNER ad, else null. */
  readonly bannerTagId: number | null;
  readonly title: string;
  readonly url: string;
  /** The pre-roll clip and its length in seconds (PLAYBEFORE only). */
  readonly clip: string | null;
  readonly duration: number | null;
}

/** A visitor's favourites at the start, oldest first. */
export interface FavouriteSeed {
  readonly uuid: string;
  readonly site: string;
  readonly favourites: readonly { readonly videoId: number; readonly createdAt: string }[];
}

/** Visitors that have already opened a share video's unlock link. */
export interface ShareVisitSeed {
  readonly videoId: number;
  readonly visitors: readonly string[];
}

/** Everything the reference server serves, generated from a seed. */
export interface Catalogue {
  readonly seed: number;
  /** Epoch ms all dates are before. */
  readonly now: number;
  /** Normal categories (id = type id = 1..n), then types 59 and 60. */
  readonly categories: readonly CatalogueCategory[];
  readonly videos: readonly CatalogueVideo[];
  readonly tags: readonly TagJson[];
  readonly bannerTags: readonly BannerTagJson[];
  readonly ads: readonly CatalogueAd[];
  /** Newest first. */
  readonly notices: readonly NoticeJson[];
  readonly hotSearch: readonly HotGroupJson[];
  readonly appLinks: { readonly checkin: string; readonly activity: string };
  /** The 12 videos of `/api/videorecommand`. */
  readonly recommendedIds: readonly number[];
  /** The order of `/api/videomaylike`. */
  readonly mayLikeIds: readonly number[];
  readonly favouriteSeeds: readonly FavouriteSeed[];
  readonly shareVisitSeeds: readonly ShareVisitSeed[];
}

/** The reference date of the seeded catalogue: 2026-11-01 00:00:00 in UTC+8. */
export const CATALOGUE_NOW = Date.parse('2026-11-01T00:00:00+08:00');

const VIDEOS_PER_CATEGORY = 32;
const SHORT_VIDEOS = 36;
const SHARE_VIDEOS = 16;
/** Every video whose id is a multiple of this gets a ★ title, which the client hides. */
const STARRED_EVERY = 50;
const DAY_MS = 86_400_000;
const SPAN_MS = 730 * DAY_MS;
const FAVOURITE_USERS = 8;
/** `/api/videorecommand`: every batch the home screen's 'change batch' steps through. */
const RECOMMENDED = HOME_BLOCK_SIZE * HOME_BLOCK_PAGES;
/** Fresh titles tried before a duplicate gets a number. */
const TITLE_ATTEMPTS = 8;
const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
interface AdSlot {
  readonly kind: AdKind;
  readonly count: number;
  readonly bannerTagId: number | null;
  readonly clip: string | null;
  readonly duration: number | null;
}
const slot = (kind: AdKind, count: number): AdSlot => ({
  kind,
  count,
  bannerTagId: null,
  clip: null,
  duration: null,
});
const AD_SLOTS: readonly AdSlot[] = [
  slot('USER', 2),
  slot('PLAYINFO', 2),
  { ...slot('PLAYBEFORE', 2), clip: 'ad-1', duration: 5 },
  slot('SHORT_VIDEO', 3),
  slot('EXPLODE', 6),
];
const BANNER_ADS_PER_TAG = 2;
const FIRST_AD_ID = 1001;

/**
 * The seeded catalogue: the same `seed` and `now` always give the same data. Ten categories of
 * 32 videos, 36 short videos (type 59), 16 share videos (type 60), tags, ads of every slot,
 * notices, hot-search groups and a few visitors with favourites.
 */
export function createCatalogue(seed = 1, now = CATALOGUE_NOW): Catalogue {
  const random = createRandom(seed);
  const tags = TAG_NAMES.map((name, index) => ({ id: index + 1, name }));
  const videos = createVideos(random, tags, now);
  const normal = videos.filter(({ typeId }) => isNormalType(typeId));
  const shown = normal.filter(({ title }) => !title.startsWith('★'));
  const bannerTags = BANNER_TAG_NAMES.map((name, index) => ({ id: index + 1, name }));
  return {
    seed,
    now,
    categories: createCategories(),
    videos,
    tags,
    bannerTags,
    ads: createAds(bannerTags),
    notices: NOTICES.map(({ title, content, daysAgo }, index) => ({
      id: index + 1,
      title,
      content,
      updated_at: formatApiDate(now - daysAgo * DAY_MS),
    })),
    hotSearch: hotSearchGroups(shown.map(({ title }) => title)),
    appLinks: APP_LINKS,
    recommendedIds: random
      .shuffle(shown)
      .slice(0, RECOMMENDED)
      .map(({ id }) => id),
    mayLikeIds: random.shuffle(normal).map(({ id }) => id),
    favouriteSeeds: createFavouriteSeeds(random, shown, now),
    shareVisitSeeds: shareVisitSeeds(videos),
  };
}

/** Types 1..n; 59 and 60 have their own screens and stay out of 'all' (type 0). */
export function isNormalType(typeId: number): boolean {
  return !EXCLUDED_CATEGORY_IDS.includes(typeId);
}

function createCategories(): CatalogueCategory[] {
  return [
    ...CATEGORY_NAMES.map((name, index) => ({ id: index + 1, name })),
    ...SPECIAL_CATEGORIES,
  ].map(({ id, name }, index) => ({ id, name, typeId: id, order: index + 1 }));
}

function videoTypes(): number[] {
  return [
    ...Array.from(
      { length: CATEGORY_NAMES.length * VIDEOS_PER_CATEGORY },
      (_, index) => (index % CATEGORY_NAMES.length) + 1,
    ),
    ...Array<number>(SHORT_VIDEOS).fill(SHORT_VIDEO_TYPE),
    ...Array<number>(SHARE_VIDEOS).fill(SHARE_VIDEO_TYPE),
  ];
}

function createVideos(random: Random, tags: readonly TagJson[], now: number): CatalogueVideo[] {
  const titles = new Set<string>();
  return videoTypes().map((typeId, index) => {
    const id = index + 1;
    const short = typeId === SHORT_VIDEO_TYPE;
    const created = now - Math.floor(random.next() * SPAN_MS);
    const title = uniqueTitle(typeId, random, titles);
    return {
      id,
      typeId,
      title: id % STARRED_EVERY === 0 ? `★${title}` : title,
      pageviews: Math.round(20 * Math.exp(random.next() * 8.5)),
      playtimes: formatDuration(short ? random.int(10, 90) : random.int(90, 3599)),
      createdAt: formatApiDate(created),
      updatedAt: formatApiDate(Math.min(now, created + Math.floor(random.next() * 30 * DAY_MS))),
      tags: random.shuffle(tags).slice(0, random.int(1, 3)),
      clip: short ? `short-${(id % 2) + 1}` : `clip-${(id % 3) + 1}`,
    };
  });
}

function uniqueTitle(typeId: number, random: Random, taken: Set<string>): string {
  let title = composeTitle(typeId, random);
  for (let attempt = 2; taken.has(title); attempt += 1) {
    title = attempt < TITLE_ATTEMPTS ? composeTitle(typeId, random) : `${title}（${attempt}）`;
  }
  taken.add(title);
  return title;
}

function formatDuration(seconds: number): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

function createAds(bannerTags: readonly BannerTagJson[]): CatalogueAd[] {
  const bannerSlots = bannerTags.map(({ id }) => ({
    ...slot('BANNER', BANNER_ADS_PER_TAG),
    bannerTagId: id,
  }));
  return [...AD_SLOTS, ...bannerSlots]
    .flatMap((adSlot) => Array<AdSlot>(adSlot.count).fill(adSlot))
    .map(({ kind, bannerTagId, clip, duration }, index) => {
      const id = FIRST_AD_ID + index;
      const title = AD_TITLES[index % AD_TITLES.length];
      return { id, kind, bannerTagId, title, url: `https://example.com/ad/${id}`, clip, duration };
    });
}

function createFavouriteSeeds(
  random: Random,
  videos: readonly CatalogueVideo[],
  now: number,
): FavouriteSeed[] {
  return Array.from({ length: FAVOURITE_USERS }, () => {
    const uuid = Array.from({ length: 10 }, () => random.pick([...CODE_ALPHABET])).join('');
    const count = random.int(3, 14);
    const favourites = random
      .shuffle(videos)
      .slice(0, count)
      .map(({ id }, index) => ({
        videoId: id,
        createdAt: formatApiDate(now - (count - index) * DAY_MS),
      }));
    return { uuid, site: REFERENCE_SITE, favourites };
  });
}

/** The first share video starts unlocked (two visitors), the second one visitor short. */
function shareVisitSeeds(videos: readonly CatalogueVideo[]): ShareVisitSeed[] {
  const [unlocked, almost] = videos.filter(({ typeId }) => typeId === SHARE_VIDEO_TYPE);
  return [
    { videoId: unlocked.id, visitors: ['seed-visitor-1', 'seed-visitor-2'] },
    { videoId: almost.id, visitors: ['seed-visitor-1'] },
  ];
}
