import {
  createDownloads,
  type KeptFilm,
  type KeptFilmsRecord,
  masterWithOnly,
  mediaPlaylistFiles,
  memoryFilmBytes,
} from '../index';
import { masterRenditions } from '@video/domain';

const ORIGIN = 'https://media.test';
const MASTER_URL = `${ORIGIN}/films/7/master.m3u8`;
const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=360960,AVERAGE-BANDWIDTH=344738,RESOLUTION=640x360',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=852016,RESOLUTION=1280x720',
  '720p/index.m3u8',
].join('\n');

/** A media playlist of `count` 2 s segments. */
const mediaPlaylist = (count: number) =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    ...Array.from({ length: count }, (_, index) => [`#EXTINF:2.000,`, `seg-${index}.ts`]).flat(),
    '#EXT-X-ENDLIST',
  ].join('\n');

/** 1,000 bytes a segment. */
const SEGMENT = new Uint8Array(1000);

/** The server of a film with `segments` segments per rendition; counts each address asked for. */
function server(segments = 4) {
  const asked: string[] = [];
  let refuse: string | null = null;
  let reachable = true;
  // Segments past `servedBeforeHold` wait for `release()`: the test acts mid-download.
  let servedBeforeHold = Number.POSITIVE_INFINITY;
  let served = 0;
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!reachable) throw new TypeError('Failed to fetch');
    asked.push(url.replace(ORIGIN, ''));
    await Promise.resolve();
    if (url.endsWith('.ts') && ++served > servedBeforeHold) {
      await gate;
      init?.signal?.throwIfAborted();
    }
    if (url === refuse) return new Response('', { status: 404 });
    if (url.endsWith('/master.m3u8')) {
      return new Response(MASTER, { headers: { 'content-type': 'application/vnd.apple.mpegurl' } });
    }
    if (url.endsWith('/index.m3u8')) return new Response(mediaPlaylist(segments));
    if (url.endsWith('.ts'))
      return new Response(SEGMENT.slice(), { headers: { 'content-type': 'video/mp2t' } });
    if (url.endsWith('.jpg.enc')) return new Response(new Uint8Array(300));
    return new Response('', { status: 404 });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    asked,
    refuse: (url: string) => (refuse = url),
    setReachable: (value: boolean) => (reachable = value),
    /** Serves `count` more segments, then holds the next until `release()`. */
    holdAfter(count: number) {
      servedBeforeHold = served + count;
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => {
      servedBeforeHold = Number.POSITIVE_INFINITY;
      release();
    },
  };
}

function memoryRecord(): KeptFilmsRecord<{ title: string }> & {
  films: readonly KeptFilm<{ title: string }>[];
} {
  const record = {
    films: [] as readonly KeptFilm<{ title: string }>[],
    read: () => record.films,
    write: (films: readonly KeptFilm<{ title: string }>[]) => {
      record.films = films;
    },
  };
  return record;
}

function onlineState(initial = true) {
  let online = initial;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value: boolean) {
      online = value;
      listeners.forEach((listener) => listener());
    },
  };
}

function setup(options: { quota?: number; segments?: number; retryAfterMs?: number } = {}) {
  const media = server(options.segments);
  const store = memoryFilmBytes(options.quota);
  const record = memoryRecord();
  const online = onlineState();
  const make = () =>
    createDownloads({
      bytes: store.bytes,
      record,
      fetch: media.fetch,
      online,
      now: () => 1000,
      retryAfterMs: options.retryAfterMs,
    });
  const downloads = make();
  downloads.start();
  return { media, store, record, online, downloads, make };
}

const request = (id = 7, height = 360) => ({
  id,
  details: { title: `第${id}部` },
  masterUrl: id === 7 ? MASTER_URL : `${ORIGIN}/films/${id}/master.m3u8`,
  height,
  bytesExpected: 5000,
});

/** Resolves once film `id` reaches `state`. */
function reaches(downloads: ReturnType<typeof setup>['downloads'], id: number, state: string) {
  return vi.waitFor(() => {
    expect(downloads.list().find((film) => film.id === id)?.state).toBe(state);
  });
}

const COVER_URL = `${ORIGIN}/covers/video/7.jpg.enc`;

/** Downloads that keep each film's cover with it. */
function withCovers() {
  const parts = setup();
  parts.downloads.destroy();
  const downloads = createDownloads({
    bytes: parts.store.bytes,
    record: parts.record,
    fetch: parts.media.fetch,
    online: parts.online,
    now: () => 1000,
    detailFiles: () => [COVER_URL],
  });
  downloads.start();
  return { ...parts, downloads };
}

describe('createDownloads', () => {
  it('keeps the cover with the film, last, and deletes it with the film', async () => {
    const { downloads, store, media } = withCovers();
    downloads.keep(request());
    await reaches(downloads, 7, 'done');

    expect(media.asked.at(-1)).toBe('/covers/video/7.jpg.enc');
    expect(downloads.list()[0]).toMatchObject({ filesTotal: 7, filesDone: 7 });
    expect((await store.bytes.read(COVER_URL))?.status).toBe(200);
    await downloads.remove(7);
    expect(await store.bytes.read(COVER_URL)).toBeUndefined();
    expect(store.used()).toBe(0);
  });

  it('keeps the film whole when the server refuses its cover', async () => {
    const { downloads, store, media } = withCovers();
    media.refuse(COVER_URL);
    downloads.keep(request());
    await reaches(downloads, 7, 'done');

    expect(downloads.list()[0]).toMatchObject({ filesTotal: 7, filesDone: 7 });
    expect(await store.bytes.read(COVER_URL)).toBeUndefined();
  });

  it('keeps the master playlist with the kept rendition alone, its media playlist and every segment', async () => {
    const { downloads, store, media } = setup();
    downloads.keep(request());
    await reaches(downloads, 7, 'done');

    const master = await (await store.bytes.read(MASTER_URL))?.text();
    expect(masterRenditions(master ?? '').map(({ height }) => height)).toEqual([360]);
    expect(media.asked).toEqual([
      '/films/7/master.m3u8',
      '/films/7/360p/index.m3u8',
      ...[0, 1, 2, 3].map((index) => `/films/7/360p/seg-${index}.ts`),
    ]);
    const [film] = downloads.list();
    expect(film).toMatchObject({ filesTotal: 6, filesDone: 6, state: 'done', keptAt: 1000 });
    expect(film?.bytesExpected).toBe(film?.bytesDone);
    expect(store.used()).toBe(film?.bytesDone);
    expect(
      (await store.bytes.read(`${ORIGIN}/films/7/360p/seg-0.ts`))?.headers.get('content-type'),
    ).toBe('video/mp2t');
  });

  it('downloads one film at a time, in the order asked', async () => {
    const { downloads } = setup();
    downloads.keep(request(7));
    downloads.keep(request(8));
    expect(downloads.list().map((film) => film.state)).toEqual(['downloading', 'queued']);

    await reaches(downloads, 8, 'done');
    expect(downloads.list().map((film) => film.state)).toEqual(['done', 'done']);
  });

  it('pauses, and resumes from the first file missing without asking again for the others', async () => {
    const { downloads, media } = setup({ segments: 6 });
    media.holdAfter(2);
    downloads.keep(request());
    await vi.waitFor(() => expect(downloads.list()[0]?.filesDone).toBe(4));
    downloads.pause(7);
    media.release();
    await reaches(downloads, 7, 'paused');
    const before = media.asked.length;

    downloads.resume(7);
    await reaches(downloads, 7, 'done');
    // The segment held when it was paused is asked again; none kept before is.
    const again = media.asked.slice(before);
    expect(again).toEqual([2, 3, 4, 5].map((index) => `/films/7/360p/seg-${index}.ts`));
    expect(downloads.list()[0]?.filesDone).toBe(8);
  });

  it('goes on after a reload from what it kept, reading its playlist from there', async () => {
    const first = setup({ segments: 6 });
    first.media.holdAfter(3);
    first.downloads.keep(request());
    await vi.waitFor(() => expect(first.downloads.list()[0]?.filesDone).toBe(5));
    first.downloads.destroy();
    first.media.release();
    const asked = first.media.asked.length;

    const reloaded = first.make();
    expect(reloaded.list()[0]?.state).toBe('queued');
    reloaded.start();
    await reaches(reloaded, 7, 'done');
    const after = first.media.asked.slice(asked);
    expect(after.some((path) => path.endsWith('.m3u8'))).toBe(false);
    expect(after.length).toBeLessThan(6);
  });

  it('waits while the network is gone and goes on once it is back', async () => {
    const { downloads, media, online } = setup();
    media.setReachable(false);
    online.set(false);
    downloads.keep(request());
    await reaches(downloads, 7, 'waiting');

    media.setReachable(true);
    online.set(true);
    await reaches(downloads, 7, 'done');
  });

  it('waits after a fetch that fails online (a flaky link, a page leaving) and tries again', async () => {
    const { downloads, media } = setup({ retryAfterMs: 20 });
    media.setReachable(false);
    downloads.keep(request());
    await reaches(downloads, 7, 'waiting');

    media.setReachable(true);
    await reaches(downloads, 7, 'done');
  });

  it('tries no more once destroyed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { downloads, media } = setup({ retryAfterMs: 60_000 });
      media.setReachable(false);
      downloads.keep(request());
      await reaches(downloads, 7, 'waiting');
      const asked = vi.mocked(media.fetch).mock.calls.length;

      downloads.destroy();
      media.setReachable(true);
      await vi.runAllTimersAsync();
      expect(vi.mocked(media.fetch).mock.calls.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at a full disk, keeps what it has, and goes on when asked once there is room', async () => {
    const { downloads, store } = setup({ quota: 2500 });
    downloads.keep(request());
    await reaches(downloads, 7, 'full');
    const kept = store.used();
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(2500);
    expect(downloads.list()[0]?.filesDone).toBeLessThan(6);
  });

  it('says a film failed when the server refuses one of its files', async () => {
    const { downloads, media } = setup();
    media.refuse(`${ORIGIN}/films/7/360p/seg-2.ts`);
    downloads.keep(request());
    await reaches(downloads, 7, 'failed');
  });

  it('fails a film whose rendition the master playlist does not have', async () => {
    const { downloads } = setup();
    downloads.keep(request(7, 1080));
    await reaches(downloads, 7, 'failed');
  });

  it('removes every byte of a film, kept or on its way', async () => {
    const { downloads, store, record, media } = setup({ segments: 6 });
    downloads.keep(request(7));
    await reaches(downloads, 7, 'done');
    media.holdAfter(2);
    downloads.keep(request(8));
    await vi.waitFor(() => expect(downloads.list()[1]?.filesDone).toBe(4));

    await downloads.remove(8);
    media.release();
    await downloads.remove(7);
    await vi.waitFor(() => expect(store.used()).toBe(0));
    expect(downloads.list()).toEqual([]);
    expect(record.films).toEqual([]);
  });

  it('keeps the files two films on one stream share until the second goes too', async () => {
    const { downloads, store } = setup();
    downloads.keep(request(7));
    downloads.keep({ ...request(9), masterUrl: MASTER_URL });
    await reaches(downloads, 9, 'done');
    const used = store.used();

    await downloads.remove(7);
    expect(store.used()).toBe(used);
    expect(await store.bytes.read(`${ORIGIN}/films/7/360p/seg-3.ts`)).toBeDefined();

    await downloads.remove(9);
    expect(store.used()).toBe(0);
  });

  it('keeps a film once, however often it is asked', () => {
    const { downloads } = setup();
    downloads.keep(request());
    downloads.keep(request());
    expect(downloads.list()).toHaveLength(1);
  });
});

describe('the playlists', () => {
  it('rewrites the master playlist to name one rendition, every other tag kept', () => {
    const [low] = masterRenditions(MASTER);
    expect(masterWithOnly(MASTER, low!)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-STREAM-INF:BANDWIDTH=360960,AVERAGE-BANDWIDTH=344738,RESOLUTION=640x360',
        '360p/index.m3u8',
      ].join('\n'),
    );
  });

  it('leaves the seek thumbnails out of a kept master playlist: they are not kept', () => {
    const withThumbnails = `${MASTER}\n#EXT-X-IMAGE-STREAM-INF:BANDWIDTH=3591,RESOLUTION=160x90,CODECS="jpeg",URI="thumbs/index.m3u8"`;
    const [low] = masterRenditions(withThumbnails);
    const kept = masterWithOnly(withThumbnails, { uri: low?.uri ?? '360p/index.m3u8' });
    expect(kept).not.toContain('IMAGE-STREAM-INF');
    expect(kept).toContain('360p/index.m3u8');
    expect(masterRenditions(kept)).toEqual([low]);
  });

  it('lists a media playlist’s segments, keys and init segment, each once, as addresses', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.test/k1"',
      '#EXTINF:4.0,',
      'a.m4s',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.test/k1"',
      '#EXTINF:3.5,',
      '/abs/b.m4s',
      '#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://drm"',
      '#EXTINF:2,',
      'c.m4s',
    ].join('\r\n');
    expect(mediaPlaylistFiles(text, `${ORIGIN}/f/360p/index.m3u8`)).toEqual([
      { url: `${ORIGIN}/f/360p/init.mp4`, seconds: 0 },
      { url: 'https://keys.test/k1', seconds: 0 },
      { url: `${ORIGIN}/f/360p/a.m4s`, seconds: 4 },
      { url: `${ORIGIN}/abs/b.m4s`, seconds: 3.5 },
      { url: `${ORIGIN}/f/360p/c.m4s`, seconds: 2 },
    ]);
    expect(mediaPlaylistFiles('not a playlist', `${ORIGIN}/x`)).toEqual([]);
  });
});
