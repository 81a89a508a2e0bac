// A React page that imports every public entry of the libraries, as another React team would: a
// store with the api-client's RTK Query apis under react-redux's Provider, a category list from
// one of its hooks, video cards from @video/ui, a PlayerFrame from @video/player/react, a value
// kept by @video/storage, with the stylesheets.
import '@video/ui/tokens.css';
import '@video/ui/styles.css';
import '@video/player/styles.css';
import { configureStore } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { type ApiExtra, type AppConfig, parseConfig } from '@video/api-client';
import { ownApi, shareApi, useGetCategoriesQuery } from '@video/api-client/react';
import { format, type Video } from '@video/domain';
import { formatTime, type PlayerError } from '@video/player';
import { PlayerFrame } from '@video/player/react';
import { createStorage, memoryAdapter, storageKeys } from '@video/storage';
import { useStoredValue } from '@video/storage/react';
import { VideoCard } from '@video/ui';

const parsed = parseConfig(
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
if (!parsed.ok) throw new Error('The example config is invalid.');
const config: AppConfig = parsed.config;

const extra: ApiExtra = { getConfig: () => config, getToken: () => null };
const store = configureStore({
  reducer: { [ownApi.reducerPath]: ownApi.reducer, [shareApi.reducerPath]: shareApi.reducer },
  middleware: (getDefault) =>
    getDefault({ thunk: { extraArgument: extra } }).concat(ownApi.middleware, shareApi.middleware),
});

const storage = createStorage({ adapter: memoryAdapter() });

const video: Video = {
  id: 7,
  title: '示例视频',
  pageviews: 1234,
  duration: '12:34',
  rank: 1,
  createdAt: null,
  updatedAt: null,
  videoPath: 'https://media.example.com/7/master.m3u8',
  cover: null,
  coverPath: '',
  tags: [],
  placeholder: null,
};

function Page() {
  const categories = useGetCategoriesQuery();
  const searches = useStoredValue(storage, storageKeys.listStr);
  return (
    <main>
      <h1>{format('tab.home')}</h1>
      <PlayerFrame
        src={video.videoPath}
        title={video.title}
        onError={(error: PlayerError) => console.warn(error.message)}
      />
      <p>{formatTime(754)}</p>
      <ul>
        {(categories.data ?? []).map((category) => (
          <li key={category.id}>{category.name}</li>
        ))}
      </ul>
      <p>{searches}</p>
      <VideoCard video={video} load={() => Promise.resolve('')} onOpen={() => undefined} />
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <Page />
      </Provider>
    </StrictMode>,
  );
