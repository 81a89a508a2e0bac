import {
  ALL_CATEGORY_ID,
  HOME_BLOCK_PAGES,
  HOME_BLOCK_SIZE,
  type RankPeriod,
  type SortOrder,
} from '@video/domain';
import { type Catalogue, type CatalogueVideo, isNormalType } from '../catalogue/create-catalogue';
import type { ImageKind } from '../links';
import { createRandom, seedFromText } from '../random';

const RANK_PERIODS: readonly string[] = ['day', 'week', 'month'] satisfies RankPeriod[];
const PERIOD_RANKING_SIZE = 20;
/** A home block holds every group its 'change batch' button steps through. */
const HOME_BLOCK_VIDEOS = HOME_BLOCK_SIZE * HOME_BLOCK_PAGES;

export function isRankPeriod(text: string): text is RankPeriod {
  return RANK_PERIODS.includes(text);
}

/** Lookups over a catalogue, sorted lists computed once on first use. */
export interface CatalogueIndex {
  video(id: number): CatalogueVideo | undefined;
  /** The videos of `ids` in that order, skipping unknown ids. */
  videos(ids: readonly number[]): CatalogueVideo[];
  /** Whether `typeId` is 0 (all) or a category's type. */
  hasType(typeId: number): boolean;
  hasTag(tagId: number): boolean;
  /** Whether the server has image `id` of `kind` (a video cover, category icon or ad). */
  hasImage(kind: ImageKind, id: number): boolean;
  /** Videos of a type (0: all normal ones) in `order` (`new`: newest first, `hot`: most viewed), optionally only titles containing `search`. */
  list(typeId: number, order: SortOrder, search?: string): readonly CatalogueVideo[];
  /** Videos carrying tag `tagId`, newest first. */
  tagged(tagId: number): readonly CatalogueVideo[];
  /** The newest videos of a category, for its home block. */
  homeBlock(typeId: number): readonly CatalogueVideo[];
  /** The most viewed normal videos of a period. */
  periodRanking(period: RankPeriod): readonly CatalogueVideo[];
}

const COMPARE: Readonly<Record<SortOrder, (a: CatalogueVideo, b: CatalogueVideo) => number>> = {
  new: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  hot: (a, b) => b.pageviews - a.pageviews || a.id - b.id,
};

/** An index of `catalogue`. */
export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const byId = new Map(catalogue.videos.map((video) => [video.id, video]));
  const types = new Set(catalogue.categories.map(({ typeId }) => typeId));
  const tagIds = new Set(catalogue.tags.map(({ id }) => id));
  const imageIds: Readonly<Record<ImageKind, ReadonlySet<number>>> = {
    video: new Set(byId.keys()),
    icon: new Set(catalogue.categories.map(({ id }) => id)),
    ad: new Set(catalogue.ads.map(({ id }) => id)),
  };
  const memo = new Map<string, readonly CatalogueVideo[]>();
  const remember = (key: string, make: () => readonly CatalogueVideo[]) => {
    const known = memo.get(key) ?? make();
    memo.set(key, known);
    return known;
  };
  const sorted = (typeId: number, order: SortOrder) =>
    remember(`${typeId}:${order}`, () =>
      catalogue.videos
        .filter((video) =>
          typeId === ALL_CATEGORY_ID ? isNormalType(video.typeId) : video.typeId === typeId,
        )
        .sort(COMPARE[order]),
    );
  return {
    video: (id) => byId.get(id),
    videos: (ids) => ids.flatMap((id) => byId.get(id) ?? []),
    hasType: (typeId) => typeId === ALL_CATEGORY_ID || types.has(typeId),
    hasTag: (tagId) => tagIds.has(tagId),
    hasImage: (kind, id) => imageIds[kind].has(id),
    list(typeId, order, search = '') {
      const needle = search.trim().toLowerCase();
      const videos = sorted(typeId, order);
      return needle === ''
        ? videos
        : videos.filter(({ title }) => title.toLowerCase().includes(needle));
    },
    tagged: (tagId) =>
      remember(`tag:${tagId}`, () =>
        sorted(ALL_CATEGORY_ID, 'new').filter(({ tags }) => tags.some(({ id }) => id === tagId)),
      ),
    homeBlock: (typeId) => sorted(typeId, 'new').slice(0, HOME_BLOCK_VIDEOS),
    periodRanking: (period) =>
      remember(`period:${period}`, () => {
        const scored = sorted(ALL_CATEGORY_ID, 'hot').map((video) => ({
          video,
          score: video.pageviews * periodWeight(period, video.id),
        }));
        return scored
          .sort((a, b) => b.score - a.score || a.video.id - b.video.id)
          .slice(0, PERIOD_RANKING_SIZE)
          .map(({ video }) => video);
      }),
  };
}

/** How much of a video's views fell in `period`: a stable share between 0.2 and 1. */
function periodWeight(period: RankPeriod, id: number): number {
  return 0.2 + 0.8 * createRandom(seedFromText(`${period}:${id}`)).next();
}
