import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { KeptFilm, KeptFilmState } from '@video/domain';
import { createDownloads, type KeptFilmsRecord, memoryFilmBytes } from '@video/offline';
import { routes } from '@video/routes';
import { renderApp, TEST_NOW } from '../../testing/render-app';

const MEDIA = 'http://localhost/media/films';
const masterUrl = (id: number) => `${MEDIA}/${id}/master.m3u8`;
const mediaUrl = (id: number) => `${MEDIA}/${id}/360p/index.m3u8`;
/** 400,000 bytes a segment, four segments a film. */
const SEGMENT_BYTES = 400_000;
const SEGMENTS = 4;

/** A film of the list in `state`, kept `minutesAgo` before the test's clock. */
function keptFilm(id: number, state: KeptFilmState, minutesAgo: number): KeptFilm {
  const done = state === 'done';
  return {
    id,
    details: {
      title: `缓存的影片${id}`,
      duration: '12:34',
      cover: id % 2 ? { url: `http://localhost/covers/video/${id}.jpg.enc`, type: 'jpeg' } : null,
    },
    masterUrl: masterUrl(id),
    height: 360,
    mediaUrl: done ? mediaUrl(id) : null,
    filesTotal: done ? SEGMENTS + 2 : 0,
    filesDone: done ? SEGMENTS + 2 : 0,
    bytesDone: done ? 12_345_678 : 0,
    bytesExpected: done ? 12_345_678 : 2_000_000,
    state,
    keptAt: TEST_NOW - minutesAgo * 60_000,
  };
}

/**
 * The media server of the films kept: their playlists and 400 kB segments; segments past the
 * first `held` wait until `release()`, so that a test sees a download under way.
 */
function mediaServer({ held = Number.POSITIVE_INFINITY } = {}) {
  let served = 0;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handlers = [
    http.get(`${MEDIA}/:id/master.m3u8`, () =>
      HttpResponse.text(
        [
          '#EXTM3U',
          '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
          '360p/index.m3u8',
        ].join('\n'),
      ),
    ),
    http.get(`${MEDIA}/:id/360p/index.m3u8`, () =>
      HttpResponse.text(
        [
          '#EXTM3U',
          '#EXT-X-TARGETDURATION:2',
          ...Array.from({ length: SEGMENTS }, (_, index) => `#EXTINF:2.0,\nseg-${index}.ts`),
          '#EXT-X-ENDLIST',
        ].join('\n'),
      ),
    ),
    http.get(`${MEDIA}/:id/360p/:segment`, async () => {
      if (++served > held) await gate;
      return HttpResponse.arrayBuffer(new Uint8Array(SEGMENT_BYTES).buffer);
    }),
  ];
  return { handlers, release };
}

/**
 * The kept films' service over `films`, its bytes in memory, always online; its downloads start
 * when the screen asks for it, as the app's do.
 */
function keptFilms(films: readonly KeptFilm[]) {
  const store = memoryFilmBytes();
  const record: KeptFilmsRecord<KeptFilm['details']> & { films: readonly KeptFilm[] } = {
    films,
    read: () => record.films,
    write: (next) => (record.films = next),
  };
  const downloads = createDownloads({
    bytes: store.bytes,
    record,
    fetch: (input, init) => fetch(input, init),
    online: { isOnline: () => true, subscribe: () => () => undefined },
    now: () => TEST_NOW,
  });
  const service = () => {
    downloads.start();
    return Promise.resolve(downloads);
  };
  return { downloads, store, record, service };
}

/** The files of film `id` kept whole, as its download would have left them. */
async function keepFilesOf(store: ReturnType<typeof memoryFilmBytes>, id: number) {
  const playlist = [
    '#EXTM3U',
    ...Array.from({ length: SEGMENTS }, (_, index) => `#EXTINF:2.0,\nseg-${index}.ts`),
    '#EXT-X-ENDLIST',
  ].join('\n');
  await store.bytes.put(masterUrl(id), new Response('#EXTM3U'));
  await store.bytes.put(mediaUrl(id), new Response(playlist));
  for (let index = 0; index < SEGMENTS; index++) {
    await store.bytes.put(`${MEDIA}/${id}/360p/seg-${index}.ts`, new Response('x'));
  }
}

type Service = ReturnType<typeof keptFilms>;

/** 离线缓存 over `kept`, once its list or its message shows. */
async function renderKept(kept: Service | null, handlers = mediaServer().handlers) {
  const view = renderApp({
    route: routes.keptFilms.href(),
    services: { keptFilms: kept?.service ?? null },
    handlers,
  });
  await screen.findByRole('heading', { name: '离线缓存' });
  return view;
}

/** The row of the film titled `title`. */
const row = async (title: string) =>
  within((await screen.findByText(title)).closest('li') as HTMLElement);

const estimate = navigator.storage as StorageManager | undefined;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  // The screen's chunk loads lazily: the first import of a cold or instrumented run is slow.
  await import('./kept-films-screen');
});
afterAll(() => configure({ asyncUtilTimeout: 1000 }));
afterEach(() => {
  Object.defineProperty(navigator, 'storage', { value: estimate, configurable: true });
});

/** The browser's storage estimate, for this test. */
function stubEstimate(value: (() => Promise<StorageEstimate>) | undefined) {
  Object.defineProperty(navigator, 'storage', {
    value: value && { estimate: value },
    configurable: true,
  });
}

describe('KeptFilmsScreen', { timeout: 20_000 }, () => {
  it('lists the kept films newest first, with their rendition, state and size', async () => {
    const kept = keptFilms([
      keptFilm(1, 'done', 60),
      keptFilm(2, 'paused', 5),
      keptFilm(3, 'full', 30),
      keptFilm(4, 'failed', 40),
    ]);
    await renderKept(kept);

    const titles = (await screen.findAllByRole('listitem')).map(
      (item) => item.textContent?.match(/缓存的影片\d/)?.[0],
    );
    expect(titles).toEqual(['缓存的影片2', '缓存的影片3', '缓存的影片4', '缓存的影片1']);

    const done = await row('缓存的影片1');
    expect(done.getByText('360P')).toBeInTheDocument();
    expect(done.getByText('已缓存')).toBeInTheDocument();
    expect(done.getByText('12 MB')).toBeInTheDocument();
    expect(done.getByText('12:34')).toBeInTheDocument();
    expect(done.queryByRole('progressbar')).not.toBeInTheDocument();

    const paused = await row('缓存的影片2');
    expect(paused.getByText('已暂停')).toBeInTheDocument();
    expect(paused.getByText('已缓存 0.0 MB / 约 2.0 MB')).toBeInTheDocument();
    expect(paused.getByRole('progressbar', { name: '缓存的影片2 缓存进度' })).toHaveValue(0);
    expect(paused.getByRole('button', { name: '继续 缓存的影片2' })).toBeInTheDocument();

    expect((await row('缓存的影片3')).getByText('空间不足，已停止')).toBeInTheDocument();
    expect(
      (await row('缓存的影片3')).getByRole('button', { name: '重试 缓存的影片3' }),
    ).toBeVisible();
    expect((await row('缓存的影片4')).getByText('下载失败')).toBeInTheDocument();
  });

  it('follows a download as it goes, and pauses and resumes it', async () => {
    const media = mediaServer({ held: 1 });
    const kept = keptFilms([keptFilm(5, 'queued', 1)]);
    const { user } = await renderKept(kept, media.handlers);

    const film = await row('缓存的影片5');
    // The playlists and the first segment are in; the second segment is on its way.
    expect(await film.findByText('下载中')).toBeInTheDocument();
    await waitFor(() => expect(film.getByRole('progressbar')).toHaveValue(20));
    expect(film.getByText(/^已缓存 0\.4 MB \/ 约 2\.0 MB$/)).toBeInTheDocument();

    await user.click(film.getByRole('button', { name: '暂停 缓存的影片5' }));
    expect(await film.findByText('已暂停')).toBeInTheDocument();
    media.release();

    await user.click(film.getByRole('button', { name: '继续 缓存的影片5' }));
    expect(await film.findByText('已缓存')).toBeInTheDocument();
    expect(film.getByText('1.6 MB')).toBeInTheDocument();
    expect(film.getByRole('link', { name: '缓存的影片5' })).toBeInTheDocument();
    expect(kept.record.films[0]?.state).toBe('done');
  });

  it('deletes a film and its files after asking; 取消 keeps it', async () => {
    const kept = keptFilms([keptFilm(1, 'done', 10), keptFilm(3, 'done', 20)]);
    await keepFilesOf(kept.store, 1);
    const { user } = await renderKept(kept);

    const film = await row('缓存的影片1');
    await user.click(film.getByRole('button', { name: '删除 缓存的影片1' }));
    const asking = within(film.getByRole('group', { name: '删除 缓存的影片1' }));
    expect(asking.getByText('确定删除这部影片的缓存吗？')).toBeInTheDocument();
    await user.click(asking.getByRole('button', { name: '取消' }));
    expect(screen.getByText('缓存的影片1')).toBeInTheDocument();

    await user.click(film.getByRole('button', { name: '删除 缓存的影片1' }));
    await user.click(film.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('缓存的影片1')).not.toBeInTheDocument());
    expect(screen.getByText('缓存的影片3')).toBeInTheDocument();
    await waitFor(() => expect(kept.store.files.size).toBe(0));
    expect(kept.record.films.map(({ id }) => id)).toEqual([3]);
  });

  it('deletes every film with 全部删除, after asking', async () => {
    const kept = keptFilms([keptFilm(1, 'done', 10), keptFilm(2, 'paused', 20)]);
    await keepFilesOf(kept.store, 1);
    const { user } = await renderKept(kept);

    await user.click(await screen.findByRole('button', { name: '全部删除' }));
    const asking = within(screen.getByRole('group', { name: '全部删除' }));
    expect(asking.getByText('确定删除全部缓存的影片吗？')).toBeInTheDocument();
    await user.click(asking.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('还没有缓存的影片')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '全部删除' })).not.toBeInTheDocument();
    await waitFor(() => expect(kept.store.files.size).toBe(0));
    expect(kept.record.films).toEqual([]);
  });

  it('opens a film kept whole in the film player', async () => {
    const kept = keptFilms([keptFilm(1, 'done', 10)]);
    const { user, router } = await renderKept(kept);
    await user.click(await screen.findByRole('link', { name: '缓存的影片1' }));
    expect(router.location.pathname).toBe(routes.playVideo.href({ id: 1 }).split('?')[0]);
    expect(router.location.search).toBe('?id=1');
  });

  it('says how to keep a film when none is kept', async () => {
    await renderKept(keptFilms([]));
    expect(await screen.findByText('还没有缓存的影片')).toBeInTheDocument();
    expect(screen.getByText('在播放页点「缓存」即可离线观看')).toBeInTheDocument();
  });

  it('says the browser cannot keep films where it cannot', async () => {
    await renderKept(null);
    expect(screen.getByText('当前浏览器不支持离线缓存')).toBeInTheDocument();
    expect(screen.queryByText('加载中...')).not.toBeInTheDocument();
  });

  it('shows 加载中... while the code loads, and 离线缓存暂不可用 when the storage is refused', async () => {
    let refuse: (error: Error) => void = () => undefined;
    renderApp({
      route: routes.keptFilms.href(),
      services: {
        keptFilms: () => new Promise((_, reject) => (refuse = reject)),
      },
    });
    expect(await screen.findByText('加载中...')).toBeInTheDocument();
    refuse(new DOMException('The operation is insecure.', 'SecurityError'));
    expect(await screen.findByText('离线缓存暂不可用')).toBeInTheDocument();
    expect(screen.queryByText(/insecure|SecurityError/)).not.toBeInTheDocument();
  });

  it('shows the space used and left, per the browser', async () => {
    stubEstimate(() => Promise.resolve({ usage: 25_000_000, quota: 1_025_000_000 }));
    await renderKept(keptFilms([keptFilm(1, 'done', 10)]));
    expect(await screen.findByText('已用 25 MB，剩余 1000 MB')).toBeInTheDocument();
  });

  it('says the space left is unknown where the browser has no estimate', async () => {
    stubEstimate(undefined);
    await renderKept(keptFilms([]));
    expect(await screen.findByText('剩余空间未知')).toBeInTheDocument();
  });

  it('goes back to 我的 when opened first', async () => {
    const { user, router } = await renderKept(keptFilms([]));
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(router.location.pathname).toBe(routes.mine.href());
  });
});
