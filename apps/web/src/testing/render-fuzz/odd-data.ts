/**
 * Odd-but-valid server data for the render fuzz: replies every screen must show without breaking,
 * answered by MSW handlers before the reference server.
 */
import { http, HttpResponse } from 'msw';
import {
  type AdJson,
  createAdJson,
  createCategoryJson,
  createFavouriteJson,
  createNoticeJson,
  createVideoJson,
  envelope,
  type FavouriteJson,
  type FavouriteUserJson,
  type HotGroupJson,
  type NoticeJson,
  page,
  type VideoJson,
} from '@video/api-client/testing';
import type { HistoryEntry } from '@video/domain';

const ORIGIN = 'http://localhost';

/** The kinds of data a screen is fuzzed with. */
export type DataShape = 'empty' | 'huge' | 'odd';

/** Everything the non-player screens read, in the contract's wire shapes. */
export interface OddData {
  readonly videos: readonly VideoJson[];
  readonly notices: readonly NoticeJson[];
  readonly favourites: readonly FavouriteJson[];
  readonly users: readonly FavouriteUserJson[];
  readonly hotGroups: readonly HotGroupJson[];
  readonly ads: readonly AdJson[];
  readonly history: readonly HistoryEntry[];
}

/** How many items a huge reply holds, all in one page. */
export const HUGE_COUNT = 10_000;

/** The first title of the odd data: 500 characters, so that it must wrap or clip. */
export const LONG_TITLE = `超长标题${'很长很长的视频标题'.repeat(55)}`.slice(0, 500);

const ODD_TITLES = [
  LONG_TITLE,
  '😀👨‍👩‍👧‍👦🇨🇳 表情标题',
  '\u202eمرحبا بالعالم שלום 混排',
  '',
  '   ',
  '<b>不是标记</b> & &amp; {{title}}',
  '__proto__',
  '\u0000控制字符\u0007',
];
const ODD_RANKS = [0, null, 999, 1, 2, 3, -1, 1.5, 2 ** 31];
const ODD_DATES = ['2099-12-31 23:59:59', '2038-01-19 11:14:08', '1970-01-02 00:00:00', '', 'soon'];
const ODD_DURATIONS = ['', '99:99:99', '00:00', '1234567890:00'];
const ODD_PAGEVIEWS = [0, Number.MAX_SAFE_INTEGER, 123_456_789, -5];
const LONG_TAG = '很长的标签名'.repeat(20);

function cycle<T>(values: readonly T[], index: number): T {
  return values[index % values.length] as T;
}

/** Video `index` of the odd list: long, empty and mixed-direction titles, odd ranks and dates. */
function oddVideo(index: number): VideoJson {
  const id = index + 1;
  const video = createVideoJson({
    id,
    title: cycle(ODD_TITLES, index),
    rank: cycle(ODD_RANKS, index),
    created_at: cycle(ODD_DATES, index),
    updated_at: cycle(ODD_DATES, index + 1),
    playtimes: cycle(ODD_DURATIONS, index),
    pageviews: cycle(ODD_PAGEVIEWS, index),
    labls:
      index % 3 === 0
        ? Array.from({ length: 30 }, (_, tag) => ({
            id: (tag % 10) + 1,
            name: `${LONG_TAG}${tag}`,
          }))
        : [],
  });
  // Missing, null, empty and non-http covers.
  const covers = [
    video.coverbase64,
    null,
    { url: '', type: 'png' },
    { url: 'javascript:1', type: '' },
  ];
  const cover = cycle(covers, index);
  if (index % 5 === 4) {
    const { coverbase64: _dropped, ...withoutCover } = video;
    return withoutCover as VideoJson;
  }
  return { ...video, coverbase64: cover, videopath: index % 4 === 3 ? '' : video.videopath };
}

/** Video `index` of the huge list: ordinary, each with one of 50 tags. */
function plainVideo(index: number): VideoJson {
  const tag = (index % 50) + 1;
  return createVideoJson({ id: index + 1, labls: [{ id: tag, name: `标签${tag}` }] });
}

function oddNotice(index: number): NoticeJson {
  return createNoticeJson({
    id: index + 1,
    title: cycle(ODD_TITLES, index),
    content: `<p>${cycle(ODD_TITLES, index + 1)}</p><script>window.__renderFuzz = ${index}</script>`,
    updated_at: cycle(ODD_DATES, index),
  });
}

function oddFavourite(video: VideoJson): FavouriteJson {
  return createFavouriteJson({
    id: video.id,
    title: video.title,
    imgUrl: video.coverbase64?.url ?? '',
    created_at: video.created_at,
  });
}

const ODD_CODES = ['abc123', 'x'.repeat(100), '😀😀😀😀😀😀', 'ab', ' spaced code '];

function oddUser(index: number): FavouriteUserJson {
  return { uuid: `${cycle(ODD_CODES, index)}${index}`, total: cycle([0, 1, 2 ** 40], index) };
}

function oddAd(index: number): AdJson {
  return createAdJson({
    id: index + 1,
    title: cycle(ODD_TITLES, index),
    url: cycle(['javascript:alert(1)', '', 'https://ad.test/x', 'data:text/html,x'], index),
    imgbase64: index % 2 === 0 ? null : createAdJson().imgbase64,
  });
}

function oddHistory(video: VideoJson): HistoryEntry {
  return { id: video.id, title: video.title, coverbase64: video.coverbase64 ?? null };
}

function dataOf(videos: readonly VideoJson[], count: number): OddData {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return {
    videos,
    notices: indexes.map(oddNotice),
    favourites: videos.map(oddFavourite),
    users: indexes.map(oddUser),
    hotGroups: [
      { title: '', lists: videos.map((video) => video.title || '空').slice(0, count) },
      { title: LONG_TITLE, lists: [] },
    ],
    ads: indexes.slice(0, 8).map(oddAd),
    history: videos.map(oddHistory),
  };
}

const EMPTY: OddData = {
  videos: [],
  notices: [],
  favourites: [],
  users: [],
  hotGroups: [],
  ads: [],
  history: [],
};

let huge: OddData | undefined;

/** The data of `shape`; the huge set is built once, it is the same for every screen. */
export function oddData(shape: DataShape): OddData {
  if (shape === 'empty') return EMPTY;
  if (shape === 'odd') {
    const videos = Array.from({ length: 40 }, (_, index) => oddVideo(index));
    // The same video twice in one reply.
    return dataOf([...videos, videos[1] as VideoJson], 40);
  }
  huge ??= dataOf(
    Array.from({ length: HUGE_COUNT }, (_, index) => plainVideo(index)),
    HUGE_COUNT,
  );
  return huge;
}

/** All of `items` in a single page, the last one. */
function onePage<T>(items: readonly T[]) {
  return envelope(page(items, { perPage: Math.max(items.length, 1) }));
}

const reply = (rescont: unknown) => () => HttpResponse.json(envelope(rescont));
const replyPage = (items: readonly unknown[]) => () => HttpResponse.json(onePage(items));

/** The home feed: a block with every video, an ad, and a short block repeating some of them. */
function homeBlocks(data: OddData) {
  if (data.videos.length === 0) return [];
  return [
    createCategoryJson({ id: 1, name: LONG_TITLE, type_id: 1, list: [...data.videos] }),
    ...data.ads.slice(0, 1),
    createCategoryJson({ id: 2, name: '', type_id: 999, list: data.videos.slice(0, 8) }),
  ];
}

/** MSW handlers answering every list, page and value the non-player screens read with `data`. */
export function oddDataHandlers(data: OddData) {
  const api = (path: string) => `${ORIGIN}/api${path}`;
  const shareApi = (path: string) => `${ORIGIN}/share-api${path}`;
  const rankedVideos = data.videos.map((video, index) => ({ ...video, rank: index + 1 }));
  return [
    http.get(api('/videosort/:type'), replyPage(data.videos)),
    http.get(api('/videoindex'), reply(homeBlocks(data))),
    http.get(api('/videorecommand'), reply(data.videos)),
    http.get(api('/videotopic/:tag'), replyPage(data.videos)),
    http.get(api('/videoSearchHot'), reply(data.hotGroups)),
    http.get(api('/adinfo/*'), reply(data.ads)),
    http.get(api('/sysnotice'), replyPage(data.notices)),
    http.get(api('/rank'), replyPage(rankedVideos)),
    http.get(api('/rank/pageviews/:period'), reply(rankedVideos)),
    http.get(api('/favorites'), replyPage(data.favourites)),
    http.get(shareApi('/favorites'), replyPage(data.favourites)),
    http.get(shareApi('/favorites/userVideos'), replyPage(data.favourites)),
    http.get(shareApi('/favorites/user'), replyPage(data.users)),
    http.get(shareApi('/favorites/total'), reply({ total: data.favourites.length })),
    http.post(shareApi('/favorites/ids'), reply({ ids: [] })),
  ];
}
