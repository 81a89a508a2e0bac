import { CATALOGUE_NOW, createCatalogue, isNormalType } from './create-catalogue';

const catalogue = createCatalogue();
const API_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const TWO_YEARS_MS = 731 * 86_400_000;
/** `YYYY-MM-DD HH:mm:ss` at UTC+8 as epoch ms. */
const epoch = (date: string): number => Date.parse(`${date.replace(' ', 'T')}+08:00`);
const ofType = (typeId: number) => catalogue.videos.filter((video) => video.typeId === typeId);

describe('createCatalogue', () => {
  it('gives the same data for the same seed and date', () => {
    expect(createCatalogue(1, CATALOGUE_NOW)).toEqual(catalogue);
  });

  it.each([2, 3, 99])('gives other titles and figures for seed %i', (seed) => {
    const other = createCatalogue(seed);
    expect(other.videos.map(({ title }) => title)).not.toEqual(
      catalogue.videos.map(({ title }) => title),
    );
    expect(other.videos.length).toBe(catalogue.videos.length);
  });

  it('has named normal categories with id = type id, then types 59 and 60', () => {
    const normal = catalogue.categories.filter(({ typeId }) => isNormalType(typeId));
    expect(normal.length).toBeGreaterThanOrEqual(8);
    expect(normal.map(({ name }) => name)).toEqual(expect.arrayContaining(['电影', '电视剧']));
    expect(normal.every(({ id, typeId }, index) => id === index + 1 && typeId === id)).toBe(true);
    expect(catalogue.categories.slice(-2).map(({ id }) => id)).toEqual([59, 60]);
  });

  it.each([
    ['every normal category', 0, 300],
    ['short videos', 59, 30],
    ['share videos', 60, 12],
  ])('has enough %s', (_, typeId, least) => {
    const count =
      typeId === 0
        ? catalogue.videos.filter((video) => isNormalType(video.typeId)).length
        : ofType(typeId).length;
    expect(count).toBeGreaterThanOrEqual(least);
  });

  it('writes dates in the API format, within two years before now, updated after created', () => {
    for (const { createdAt, updatedAt } of catalogue.videos) {
      expect(createdAt).toMatch(API_DATE);
      expect(epoch(createdAt)).toBeGreaterThan(CATALOGUE_NOW - TWO_YEARS_MS);
      expect(epoch(updatedAt)).toBeGreaterThanOrEqual(epoch(createdAt));
      expect(epoch(updatedAt)).toBeLessThanOrEqual(CATALOGUE_NOW);
    }
  });

  it('gives mm:ss durations, short ones under two minutes', () => {
    expect(catalogue.videos.every(({ playtimes }) => /^\d{2}:[0-5]\d$/.test(playtimes))).toBe(true);
    expect(ofType(59).every(({ playtimes }) => playtimes < '02:00')).toBe(true);
  });

  it('has long-tailed page views and unique titles', () => {
    const views = catalogue.videos.map(({ pageviews }) => pageviews);
    expect(views.filter((count) => count > 10_000).length).toBeGreaterThan(10);
    expect(views.filter((count) => count < 1_000).length).toBeGreaterThan(50);
    expect(new Set(catalogue.videos.map(({ title }) => title)).size).toBe(catalogue.videos.length);
  });

  it('stars at least five titles, which the client hides', () => {
    expect(
      catalogue.videos.filter(({ title }) => title.startsWith('★')).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['normal', 1, /^clip-[123]$/],
    ['short', 59, /^short-[12]$/],
    ['share', 60, /^clip-[123]$/],
  ])('plays %s videos from the matching clips', (_, typeId, clip) => {
    expect(ofType(typeId).every((video) => clip.test(video.clip))).toBe(true);
  });

  it('has an ad in every slot and a five-second pre-roll clip', () => {
    const kinds = new Set(catalogue.ads.map(({ kind }) => kind));
    expect([...kinds].sort()).toEqual(
      ['BANNER', 'EXPLODE', 'PLAYBEFORE', 'PLAYINFO', 'SHORT_VIDEO', 'USER'].sort(),
    );
    const preRolls = catalogue.ads.filter(({ kind }) => kind === 'PLAYBEFORE');
    expect(preRolls.every(({ clip, duration }) => clip === 'ad-1' && duration === 5)).toBe(true);
    const tagged = catalogue.bannerTags.map(({ id }) =>
      catalogue.ads.some(({ bannerTagId }) => bannerTagId === id),
    );
    expect(tagged.every(Boolean)).toBe(true);
  });

  it('has notices newest first, one of them hostile HTML', () => {
    const dates = catalogue.notices.map(({ updated_at }) => updated_at);
    expect(dates.length).toBeGreaterThanOrEqual(5);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(catalogue.notices.some(({ content }) => content.includes('<script>'))).toBe(true);
  });

  it('has hot-search groups of eight keywords that all find titles', () => {
    const titles = catalogue.videos.map(({ title }) => title);
    expect(catalogue.hotSearch.length).toBeGreaterThanOrEqual(2);
    for (const { lists } of catalogue.hotSearch) {
      expect(lists).toHaveLength(8);
      expect(lists.every((word) => titles.some((title) => title.includes(word)))).toBe(true);
    }
  });

  it('recommends twelve distinct unstarred videos and shuffles every normal video for may-like', () => {
    expect(new Set(catalogue.recommendedIds).size).toBe(12);
    const normalIds = catalogue.videos.filter((v) => isNormalType(v.typeId)).map(({ id }) => id);
    expect([...catalogue.mayLikeIds].sort((a, b) => a - b)).toEqual(normalIds);
  });

  it('seeds visitors with favourites of existing videos and share videos with visits', () => {
    const ids = new Set(catalogue.videos.map(({ id }) => id));
    expect(catalogue.favouriteSeeds.length).toBeGreaterThan(5);
    for (const { uuid, favourites } of catalogue.favouriteSeeds) {
      expect(uuid).toMatch(/^[a-z0-9]{6,12}$/);
      expect(favourites.every(({ videoId }) => ids.has(videoId))).toBe(true);
    }
    expect(catalogue.shareVisitSeeds.map(({ visitors }) => visitors.length)).toEqual([2, 1]);
  });
});
