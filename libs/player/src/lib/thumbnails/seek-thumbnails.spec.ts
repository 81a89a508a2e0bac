import { createSeekThumbnails } from './seek-thumbnails';

const SRC = 'https://media.test/films/7/master.m3u8';
const FILES: Record<string, string> = {
  [SRC]: [
    '#EXTM3U',
    '#EXT-X-STREAM-INF:BANDWIDTH=364720,RESOLUTION=640x360',
    '360p/index.m3u8',
    '#EXT-X-IMAGE-STREAM-INF:BANDWIDTH=3591,RESOLUTION=160x90,CODECS="jpeg",URI="thumbs/index.m3u8"',
  ].join('\n'),
  'https://media.test/films/7/thumbs/index.m3u8': [
    '#EXTM3U',
    '#EXT-X-IMAGES-ONLY',
    '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=4x4,DURATION=2',
    '#EXTINF:32,',
    'sheet-000.jpg',
    '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=4x4,DURATION=2',
    '#EXTINF:8,',
    'sheet-001.jpg',
  ].join('\n'),
};
const SHEET_0 = 'https://media.test/films/7/thumbs/sheet-000.jpg';
const SHEET_1 = 'https://media.test/films/7/thumbs/sheet-001.jpg';

function setup(files: Record<string, string> = FILES) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, init });
    const body = files[url];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
  const images: string[] = [];
  const loadImage = vi.fn(async (url: string) => {
    images.push(url);
  });
  const thumbnails = createSeekThumbnails({ src: SRC, fetch, loadImage });
  return { thumbnails, requests, images, fetch };
}

describe('seek thumbnails', () => {
  it('fetch nothing until a moment is asked for', () => {
    const { requests, images } = setup();
    expect(requests).toEqual([]);
    expect(images).toEqual([]);
  });

  it('answer the tile of a moment once its sheet has loaded', async () => {
    const { thumbnails, images } = setup();
    await expect(thumbnails.frameAt(10)).resolves.toEqual({
      url: SHEET_0,
      x: 160,
      y: 90,
      width: 160,
      height: 90,
      sheetWidth: 640,
      sheetHeight: 360,
    });
    expect(images).toEqual([SHEET_0]);
  });

  it('read the playlists once, as hls.js does (own-origin cookies), and each sheet once', async () => {
    const { thumbnails, requests, images } = setup();
    await Promise.all([thumbnails.frameAt(1), thumbnails.frameAt(3), thumbnails.frameAt(33)]);
    await thumbnails.frameAt(5);
    expect(requests.map(({ url }) => url)).toEqual([
      SRC,
      'https://media.test/films/7/thumbs/index.m3u8',
    ]);
    expect(requests.every(({ init }) => init?.credentials === 'same-origin')).toBe(true);
    expect(images).toEqual([SHEET_0, SHEET_1]);
  });

  it('answer none for a film without thumbnails', async () => {
    const { thumbnails, images } = setup({
      [SRC]: '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\na.m3u8',
    });
    await expect(thumbnails.frameAt(3)).resolves.toBeNull();
    expect(images).toEqual([]);
  });

  it('answer none when a playlist is missing or broken, without throwing', async () => {
    await expect(setup({}).thumbnails.frameAt(3)).resolves.toBeNull();
    await expect(
      setup({
        [SRC]: FILES[SRC] ?? '',
        'https://media.test/films/7/thumbs/index.m3u8': 'garbage',
      }).thumbnails.frameAt(3),
    ).resolves.toBeNull();
  });

  it('answer none when the network fails', async () => {
    const thumbnails = createSeekThumbnails({
      src: SRC,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      loadImage: async () => undefined,
    });
    await expect(thumbnails.frameAt(3)).resolves.toBeNull();
  });

  it('answer none for a sheet that does not load', async () => {
    const thumbnails = createSeekThumbnails({
      src: SRC,
      fetch: async (input: RequestInfo | URL) => new Response(FILES[String(input)]),
      loadImage: () => Promise.reject(new Error('decode')),
    });
    await expect(thumbnails.frameAt(3)).resolves.toBeNull();
  });

  it('abort what is loading on destroy and answer none after', async () => {
    const { thumbnails, requests } = setup();
    const pending = thumbnails.frameAt(3);
    thumbnails.destroy();
    await expect(pending).resolves.toBeNull();
    expect(requests[0]?.init?.signal?.aborted).toBe(true);
    await expect(thumbnails.frameAt(5)).resolves.toBeNull();
  });

  it('load a sheet as an image by default, and let go of it on destroy', async () => {
    // jsdom decodes no images: this one says it did.
    const created: HTMLImageElement[] = [];
    const original = globalThis.Image;
    vi.stubGlobal(
      'Image',
      class extends original {
        constructor() {
          super();
          created.push(this);
        }
        override decode = () => Promise.resolve();
      },
    );
    try {
      const thumbnails = createSeekThumbnails({
        src: SRC,
        fetch: async (input: RequestInfo | URL) => new Response(FILES[String(input)]),
      });
      await expect(thumbnails.frameAt(3)).resolves.toMatchObject({ url: SHEET_0 });
      expect(created.map((image) => image.src)).toEqual([SHEET_0]);
      thumbnails.destroy();
      expect(created[0]?.hasAttribute('src')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
