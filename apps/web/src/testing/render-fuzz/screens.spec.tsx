import { configure, screen, waitFor } from '@testing-library/react';
import { format } from '@video/domain';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { renderApp } from '../render-app';
import { type DataShape, HUGE_COUNT, oddData, oddDataHandlers, type OddData } from './odd-data';
import { strangersTitle } from '../../features/user-favourites/strangers-favourite';

/** A screen and what it shows for each kind of data. */
interface ScreenCase {
  readonly name: string;
  readonly route: string;
  /** Text of the screen's empty state; null when it has none (it then shows only its frame). */
  readonly empty: string | null;
  /** A text that shows when the screen has data. */
  readonly shows: (data: OddData) => string;
  /** Seeds the watch history from the data. */
  readonly history?: boolean;
  /** Holds a whole huge reply in a virtualised list. */
  readonly virtualised?: boolean;
}

const firstVideo = (data: OddData) => data.videos[0]?.title ?? '';
const firstFavourite = (data: OddData) => data.favourites[0]?.title ?? '';
/** 看看 shows other visitors' titles as one line, cut when long. */
const firstStrangersFavourite = (data: OddData) => strangersTitle(firstFavourite(data));
/** The most used tag: ties go to the lowest id, and tag 1 comes first in both data sets. */
const firstTag = (data: OddData) =>
  data.videos.flatMap((video) => video.labls).find((tag) => tag.id === 1)?.name ?? '';

const SCREENS: readonly ScreenCase[] = [
  { name: 'home', route: '/home', empty: null, shows: firstVideo },
  {
    name: 'list',
    route: '/list?typeId=1',
    empty: '暂无内容',
    shows: firstVideo,
    virtualised: true,
  },
  { name: 'search', route: '/search', empty: null, shows: firstVideo },
  {
    name: 'searchList',
    route: '/searchList?search=视频',
    empty: '没有找到相关视频',
    shows: firstVideo,
    virtualised: true,
  },
  { name: 'rank', route: '/rank', empty: '暂无排行', shows: firstVideo, virtualised: true },
  { name: 'find 艺人', route: '/find/artist', empty: '暂无艺人', shows: firstTag },
  { name: 'find 标签', route: '/find/tags', empty: '暂无标签', shows: firstTag },
  {
    name: 'artist-details',
    route: '/artist-details?id=1&name=艺人',
    empty: '暂无作品',
    shows: firstVideo,
    virtualised: true,
  },
  {
    name: 'favorites',
    route: '/favorites',
    empty: format('favouriteUsers.empty'),
    shows: firstStrangersFavourite,
    virtualised: true,
  },
  { name: 'miin', route: '/miin', empty: '暂无短视频', shows: firstVideo, virtualised: true },
  // The ticker shows the latest notices: the first one is dated furthest in the future.
  {
    name: 'mine',
    route: '/mine',
    empty: format('notice.empty'),
    shows: (data) => data.notices[0]?.title ?? '',
  },
  {
    name: 'collect history',
    route: '/collectVideo?type=history',
    empty: '暂无观看历史',
    shows: firstVideo,
    history: true,
  },
  {
    name: 'collect favourites',
    route: '/collectVideo?type=favorite',
    empty: '暂无收藏',
    shows: firstFavourite,
    virtualised: true,
  },
];

const SHAPES: readonly DataShape[] = ['empty', 'huge', 'odd'];

const CASES = SHAPES.flatMap((shape) => SCREENS.map((screenCase) => ({ ...screenCase, shape })));

/** Virtualised lists keep a small DOM however long the list: a few screens of cards. */
const MAX_RENDERED_ITEMS = 100;
/** jsdom lays nothing out; rows this high (px) let the virtualisers fill a phone screen. */
const ROW_HEIGHT = 200;

// Role and text queries check visibility, which is slow in jsdom on big screens.
beforeAll(() => configure({ defaultHidden: true, asyncUtilTimeout: 8000 }));
afterAll(() => configure({ defaultHidden: false, asyncUtilTimeout: 4000 }));
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function storageWith(data: OddData, history: boolean) {
  const storage = createStorage({ adapter: memoryAdapter() });
  if (history) storage.set(storageKeys.history, data.history);
  return storage;
}

describe('screens with odd-but-valid data', { timeout: 30_000 }, () => {
  it.each(CASES)(
    '$name with $shape data',
    async ({ route, empty, shows, shape, history, virtualised }) => {
      const consoleError = vi.spyOn(console, 'error');
      // Redux's development-only state checks walk all 10,000 items on every action, for seconds
      // per screen; production builds have none.
      if (shape === 'huge') vi.stubEnv('NODE_ENV', 'production');
      const data = oddData(shape);
      renderApp({
        route,
        handlers: oddDataHandlers(data),
        storage: storageWith(data, history === true),
      });

      if (shape === 'empty') {
        if (empty !== null) expect(await screen.findByText(empty)).toBeInTheDocument();
      } else {
        expect((await screen.findAllByText(shows(data))).length).toBeGreaterThan(0);
      }
      await waitFor(() => expect(screen.queryByText(format('list.loading'))).toBeNull());

      expect(screen.queryByText('页面出错了，请重试')).toBeNull();
      expect(screen.queryByText(format('network.error'))).toBeNull();
      const items = document.querySelectorAll('[role="listitem"]');
      expect(items.length).toBeLessThan(MAX_RENDERED_ITEMS);
      if (shape === 'huge' && virtualised) {
        expect(items[0]).toHaveAttribute('aria-setsize', String(HUGE_COUNT));
      }
      expect(consoleError.mock.calls).toEqual([]);
    },
  );
});
