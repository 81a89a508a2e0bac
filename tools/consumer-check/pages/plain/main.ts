// A framework-free page: domain rules, storage, the api-client's core (a category's videos asked
// for with the core's request, sent with fetch and decoded, no Redux Toolkit Query) and the
// player's core (a player on a <video>). No React, React DOM, React Redux or @video/ui installed.
import {
  decodeVideoPage,
  decryptImage,
  encryptImage,
  parseConfig,
  sendRequest,
  videoListRequest,
} from '@video/api-client';
import { format, formatRelativeTime, totalPages, validateFeedback } from '@video/domain';
import { cacheFilmBytes, createDownloads } from '@video/offline';
import { routes, screenAt } from '@video/routes';
import { createPlayer, formatTime, gestureStep, initialGestureState } from '@video/player';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';

const config = parseConfig(
  {
    apiBaseUrl: 'https://api.example.com',
    shareApiBaseUrl: 'https://share.example.com',
    shareHosts: ['s.example.com'],
    shareSiteUrl: 'https://example.com/',
    site: 'example',
    authRequired: false,
    isShowAd: true,
    imageCipher: { algorithm: 'aes-128-cbc', key: '000102030405060708090a0b0c0d0e0f' },
    version: '1.0.0',
  },
  'https://example.com/',
);
const storage = createStorage({ adapter: memoryAdapter() });
storage.set(storageKeys.listStr, '纪录片,动画');

const page = decodeVideoPage({
  code: 200,
  msg: '',
  rescont: { data: [{ id: 7, title: '示例' }], next_page_url: null, total: 1, per_page: 12 },
});
const cipher = { algorithm: 'aes-128-cbc', key: '000102030405060708090a0b0c0d0e0f' } as const;
const plain = Uint8Array.of(1, 2, 3);
const roundTrip = decryptImage(cipher, encryptImage(cipher, new Uint8Array(16), plain));

// A category's first page of videos: the request the RTK Query endpoint `getVideos` sends too
// (its path, query, server and decoder), sent here with fetch alone.
const categoryPage = videoListRequest({ typeId: 1, orderby: 'new', page: 1 });
const list = document.createElement('ul');
if (config.ok) {
  void sendRequest(categoryPage, { config: config.config }).then((reply) => {
    const titles = 'error' in reply ? [reply.error.message] : reply.data.items.map((v) => v.title);
    list.replaceChildren(
      ...titles.map((title) => Object.assign(document.createElement('li'), { textContent: title })),
    );
  });
}

// The player core on a <video> of the page's own: hls.js loads on the first load(), as a chunk.
const video = document.createElement('video');
const player = createPlayer({ video });
const status = document.createElement('p');
player.subscribe(() => {
  const state = player.getState();
  status.textContent = `${state.status} ${formatTime(state.currentTime)} / ${formatTime(state.duration)}`;
});
player.load('https://media.example.com/7/master.m3u8', { title: '示例视频' });
const surface = { width: 320, height: 180 };
const tap = gestureStep(initialGestureState, { type: 'down', id: 1, x: 10, y: 10, t: 0 }, surface);

const summary = document.createElement('p');
summary.textContent = [
  format('tab.home'),
  formatRelativeTime(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1, 0, 5)),
  String(totalPages(25, 12)),
  validateFeedback('太短') ?? 'valid',
  config.ok ? config.config.site : 'bad config',
  storage.get(storageKeys.listStr),
  page.ok ? String(page.value.items.length) : 'bad page',
  String(roundTrip.length),
  `${categoryPage.api} ${categoryPage.url}`,
  String(tap.intents.length),
  // A link to a film, and the screen an address shows.
  routes.playVideo.href({ id: 7 }),
  screenAt('/find/rank') ?? 'no screen',
  // Films kept for offline viewing, in the Cache API.
  String(
    createDownloads({
      bytes: cacheFilmBytes(caches),
      record: { read: () => [], write: () => undefined },
      fetch,
      online: { isOnline: () => navigator.onLine, subscribe: () => () => undefined },
      now: Date.now,
    }).list().length,
  ),
].join(' · ');
document.body.append(summary, list, video, status);
window.addEventListener('pagehide', () => player.destroy());
