import { createStorage, keptFilmsKey, memoryAdapter } from '@video/storage';
import { fakeCacheStorage } from '../../../build/fake-cache-storage';
import { openKeptFilms } from './open-kept-films';

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=640x360\n360p/index.m3u8\n';
const MEDIA =
  '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nseg-0.ts\n#EXTINF:2,\nseg-1.ts\n#EXT-X-ENDLIST\n';

describe('openKeptFilms', () => {
  it('leaves a download on its way when the page goes, for the next visit to go on with', async () => {
    const storage = createStorage({ adapter: memoryAdapter() });
    let failSegment: (error: Error) => void = () => undefined;
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('master.m3u8')) return new Response(MASTER);
      if (url.endsWith('index.m3u8')) return new Response(MEDIA);
      // A segment on its way when the page goes: leaving aborts its fetch.
      return new Promise<Response>((_, reject) => (failSegment = reject));
    });
    const films = openKeptFilms({
      storage,
      online: { isOnline: () => true, subscribe: () => () => undefined },
      caches: fakeCacheStorage('https://m.example/') as unknown as CacheStorage,
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => 1000,
    });
    films.keep({
      id: 7,
      details: { title: '第7部', duration: '00:04', cover: null },
      masterUrl: 'https://m.example/media/7/master.m3u8',
      height: 360,
      bytesExpected: 1000,
    });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));

    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    failSegment(new TypeError('Failed to fetch'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(storage.get(keptFilmsKey).map(({ state }) => state)).toEqual(['downloading']);
  });
});
