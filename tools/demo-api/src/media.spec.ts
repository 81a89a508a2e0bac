import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalogue } from '@video/api-client/testing';
import { type DemoApi, startDemoApi } from './server';

const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n';
const SHEET = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const SEGMENT = Uint8Array.from({ length: 188 * 4 }, (_, index) => index % 256);

describe('media', () => {
  let api: DemoApi;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'demo-media-'));
    mkdirSync(join(mediaDir, 'clip-1'));
    writeFileSync(join(mediaDir, 'clip-1', 'master.m3u8'), PLAYLIST);
    writeFileSync(join(mediaDir, 'clip-1', 'seg0.ts'), SEGMENT);
    writeFileSync(join(mediaDir, 'clip-1', 'sheet-000.jpg'), SHEET);
    api = await startDemoApi({
      port: 0,
      host: '127.0.0.1',
      mediaDir,
      webOrigins: ['http://localhost:4200'],
    });
  });
  afterAll(async () => {
    await api.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it.each([
    ['master.m3u8', 'application/vnd.apple.mpegurl', PLAYLIST.length],
    ['seg0.ts', 'video/mp2t', SEGMENT.length],
    ['sheet-000.jpg', 'image/jpeg', SHEET.length],
  ])('serves %s as %s, with CORS for the web app', async (file, type, length) => {
    const response = await fetch(`${api.url}/media/clip-1/${file}`, {
      headers: { Origin: 'http://localhost:4200' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect((await response.arrayBuffer()).byteLength).toBe(length);
  });

  it('answers a Range request with the part asked for', async () => {
    const response = await fetch(`${api.url}/media/clip-1/seg0.ts`, {
      headers: { Range: 'bytes=188-375' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 188-375/${SEGMENT.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(SEGMENT.subarray(188, 376));
  });

  it.each(['/media/clip-9/master.m3u8', '/media/..%2fpackage.json'])(
    'answers %s with the 404 envelope',
    async (path) => {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404 });
    },
  );
});

describe('the committed media', () => {
  let api: DemoApi;
  beforeAll(async () => {
    api = await startDemoApi({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api.close());

  it('has every clip the catalogue plays', async () => {
    const catalogue = createCatalogue();
    const clips = new Set([
      ...catalogue.videos.map(({ clip }) => clip),
      ...catalogue.ads.flatMap(({ clip }) => (clip === null ? [] : [clip])),
    ]);
    const statuses = await Promise.all(
      [...clips].map(async (clip) => {
        const response = await fetch(`${api.url}/media/${clip}/master.m3u8`);
        return [clip, response.status, (await response.text()).slice(0, 7)];
      }),
    );
    expect(statuses).toEqual([...clips].map((clip) => [clip, 200, '#EXTM3U']));
  });

  it('gives every film its seek thumbnails: an image playlist in its master and the sheets it names', async () => {
    const clips = [...new Set(createCatalogue().videos.map(({ clip }) => clip))];
    for (const clip of clips) {
      const master = await (await fetch(`${api.url}/media/${clip}/master.m3u8`)).text();
      const uri = /#EXT-X-IMAGE-STREAM-INF:.*URI="([^"]+)"/.exec(master)?.[1];
      expect(uri, clip).toBeDefined();
      const playlistUrl = new URL(uri ?? '', `${api.url}/media/${clip}/master.m3u8`);
      const playlist = await fetch(playlistUrl);
      expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      const text = await playlist.text();
      expect(text).toContain('#EXT-X-IMAGES-ONLY');
      const sheets = text.split('\n').filter((line) => line.endsWith('.jpg'));
      expect(sheets.length, clip).toBeGreaterThan(0);
      for (const sheet of sheets) {
        const response = await fetch(new URL(sheet, playlistUrl));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        await response.arrayBuffer();
      }
    }
  });
});
