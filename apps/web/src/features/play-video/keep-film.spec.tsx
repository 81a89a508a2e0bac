import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createCatalogue } from '@video/api-client/testing';
import type { KeptFilm, KeptFilmDetails } from '@video/domain';
import { createDownloads, memoryFilmBytes } from '@video/offline';
import { createStorage, keptFilmsKey, memoryAdapter } from '@video/storage';
import { renderApp, type RenderAppOptions } from '../../testing/render-app';
import {
  masterUrlOf,
  playtimeSeconds,
  TWO_RENDITION_MASTER,
} from '../../testing/two-rendition-film';

const catalogue = createCatalogue();
const found = catalogue.videos.find(({ typeId, title }) => typeId === 1 && !title.startsWith('★'));
if (!found) throw new Error('the catalogue has no plain video');
const VIDEO = found;
const ROUTE = `/playVideo?id=${VIDEO.id}`;
const MEDIA = `http://localhost/media/${VIDEO.clip}`;
const FILM_SECONDS = playtimeSeconds(VIDEO);
/** The sizes the sheet gives, in MB of 10^6 bytes, at each rendition's average bit rate. */
const MB_720 = Math.ceil((2_000_000 * FILM_SECONDS) / 8 / 1e6);
const MB_360 = Math.ceil((600_000 * FILM_SECONDS) / 8 / 1e6);

const stream = [
  http.get(masterUrlOf(VIDEO), () => HttpResponse.text(TWO_RENDITION_MASTER)),
  http.get(`${MEDIA}/:rendition/index.m3u8`, () =>
    HttpResponse.text('#EXTM3U\n#EXTINF:2,\nseg-0.ts\n#EXTINF:2,\nseg-1.ts\n#EXT-X-ENDLIST'),
  ),
  http.get(`${MEDIA}/:rendition/:segment`, () => HttpResponse.arrayBuffer(new ArrayBuffer(500))),
];

/** The kept films of a test: @video/offline over memory, its list in the test's storage. */
function keptFilmsOver(storage = createStorage({ adapter: memoryAdapter() })) {
  const { bytes } = memoryFilmBytes();
  const downloads = createDownloads<KeptFilmDetails>({
    bytes,
    record: {
      read: () => storage.get(keptFilmsKey),
      write: (films) => storage.set(keptFilmsKey, films),
    },
    fetch: (input, init) => fetch(input, init),
    online: { isOnline: () => true, subscribe: () => () => undefined },
    now: () => 1,
  });
  return { storage, downloads, keptFilms: () => Promise.resolve(downloads) };
}

/** The browser's storage estimate, for the duration of a test. */
function storageLeft(quota: number, usage = 0) {
  const estimate = vi.fn(() => Promise.resolve({ quota, usage }));
  const persist = vi.fn(() => Promise.resolve(false));
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: { estimate, persist, persisted: () => Promise.resolve(false) },
  });
  return { persist };
}

async function openSheet(options: RenderAppOptions) {
  const view = renderApp({ route: ROUTE, config: { isShowAd: false }, ...options });
  await screen.findByRole('heading', { level: 2, name: VIDEO.title }, { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: '缓存' }));
  const sheet = within(await screen.findByRole('dialog', { name: '缓存' }));
  return { ...view, sheet };
}

beforeAll(() => import('./keep-film-sheet'));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('缓存 on the film player', () => {
  it('offers each rendition with its size and the space left, and keeps the one chosen', async () => {
    const { storage, downloads, keptFilms } = keptFilmsOver();
    const { persist } = storageLeft(5_000_000_000, 1_000_000_000);
    const { sheet } = await openSheet({
      storage,
      services: { keptFilms },
      handlers: stream,
    });

    expect(await sheet.findByText('剩余空间 4000 MB')).toBeInTheDocument();
    const choices = sheet
      .getAllByRole('button')
      .filter((button) => /P/.test(button.textContent ?? ''));
    expect(choices.map((choice) => choice.textContent)).toEqual([
      `720P 约 ${MB_720} MB`,
      `360P 约 ${MB_360} MB`,
    ]);
    fireEvent.click(sheet.getByRole('button', { name: `360P 约 ${MB_360} MB` }));

    await waitFor(() => expect(downloads.list().map(({ id }) => id)).toEqual([VIDEO.id]));
    expect(downloads.list()[0]).toMatchObject({ height: 360, details: { title: VIDEO.title } });
    // The first film kept asks the browser to keep the storage; refused, the visitor is told.
    expect(persist).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('已加入离线缓存。浏览器未允许长期保存，空间紧张时缓存可能被清除'),
    ).toBeInTheDocument();
    await waitFor(() => expect(storage.get(keptFilmsKey)[0]?.state).toBe('done'));
  });

  it('refuses a rendition larger than the space left, with the figures', async () => {
    const { downloads, keptFilms } = keptFilmsOver();
    storageLeft(MB_360 * 1e6 + 1);
    const { sheet } = await openSheet({ services: { keptFilms }, handlers: stream });

    fireEvent.click(await sheet.findByRole('button', { name: `720P 约 ${MB_720} MB` }));

    expect(sheet.getByRole('alert')).toHaveTextContent(
      `空间不足：需要约 ${MB_720} MB，仅剩 ${MB_360} MB`,
    );
    expect(downloads.list()).toEqual([]);
  });

  it('says where a film kept already is', async () => {
    const { storage, downloads, keptFilms } = keptFilmsOver();
    storageLeft(5_000_000_000);
    downloads.keep({
      id: VIDEO.id,
      details: { title: VIDEO.title, duration: VIDEO.playtimes, cover: null },
      masterUrl: masterUrlOf(VIDEO),
      height: 360,
      bytesExpected: 1000,
    });
    const { sheet } = await openSheet({ storage, services: { keptFilms }, handlers: stream });

    expect(await sheet.findByRole('link', { name: '查看离线缓存' })).toHaveAttribute(
      'href',
      '/offline',
    );
  });

  it('is not offered where the page cannot keep films', async () => {
    renderApp({ route: ROUTE, config: { isShowAd: false } });
    await screen.findByRole('heading', { level: 2, name: VIDEO.title }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '缓存' })).not.toBeInTheDocument();
  });
});

describe('a kept film', () => {
  const keptWhole = (): KeptFilm => ({
    id: VIDEO.id,
    details: { title: '缓存的标题', duration: VIDEO.playtimes, cover: null },
    masterUrl: masterUrlOf(VIDEO),
    height: 360,
    mediaUrl: `${MEDIA}/360p/index.m3u8`,
    filesTotal: 4,
    filesDone: 4,
    bytesDone: 2000,
    bytesExpected: 2000,
    state: 'done',
    keptAt: 1,
  });

  it.each([
    ['the API cannot be reached', () => HttpResponse.error()],
    ['the API no longer knows it', () => HttpResponse.json({ code: 404, msg: '视频不存在' })],
  ])('plays from what was kept where %s', async (_case, reply) => {
    const storage = createStorage({ adapter: memoryAdapter() });
    storage.set(keptFilmsKey, [keptWhole()]);
    renderApp({
      route: ROUTE,
      storage,
      config: { isShowAd: false },
      handlers: [http.get('*/videoplay/:id', reply)],
    });

    expect(
      await screen.findByRole('heading', { level: 2, name: '缓存的标题' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await act(async () => undefined);
    expect(document.querySelector('video')).not.toBeNull();
  });
});
