import { imagePlaylistUrl, thumbnailSheets } from './image-playlists';

const MASTER_URL = 'https://media.test/films/7/master.m3u8';
const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-STREAM-INF:BANDWIDTH=364720,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-IMAGE-STREAM-INF:BANDWIDTH=3591,RESOLUTION=160x90,CODECS="jpeg",URI="thumbs/index.m3u8"',
].join('\n');

const PLAYLIST_URL = 'https://media.test/films/7/thumbs/index.m3u8';
const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:32',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-IMAGES-ONLY',
  '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=4x4,DURATION=2.000',
  '#EXTINF:32.000,',
  'sheet-000.jpg',
  '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=4x4,DURATION=2.000',
  '#EXTINF:8.000,',
  'sheet-001.jpg',
  '#EXT-X-ENDLIST',
].join('\n');

describe('the image playlist a master names', () => {
  it('is the address of its #EXT-X-IMAGE-STREAM-INF, resolved against the master', () => {
    expect(imagePlaylistUrl(MASTER, MASTER_URL)).toBe(PLAYLIST_URL);
  });

  it('is the one with the smallest tiles when there are several', () => {
    const master = [
      MASTER,
      '#EXT-X-IMAGE-STREAM-INF:BANDWIDTH=9000,RESOLUTION=320x180,CODECS="jpeg",URI="big/index.m3u8"',
      '#EXT-X-IMAGE-STREAM-INF:BANDWIDTH=900,RESOLUTION=80x45,CODECS="jpeg",URI="/small.m3u8"',
    ].join('\r\n');
    expect(imagePlaylistUrl(master, MASTER_URL)).toBe('https://media.test/small.m3u8');
  });

  it.each([
    ['a master without thumbnails', MASTER.split('\n').slice(0, 4).join('\n')],
    ['text that is no playlist', '<html>404</html>'],
    ['an image stream without a URI', '#EXTM3U\n#EXT-X-IMAGE-STREAM-INF:RESOLUTION=160x90'],
    ['an empty text', ''],
  ])('is none for %s', (_, text) => {
    expect(imagePlaylistUrl(text, MASTER_URL)).toBeNull();
  });

  it('is none for a URI no address can be made of', () => {
    const text = '#EXTM3U\n#EXT-X-IMAGE-STREAM-INF:URI="http://[bad"';
    expect(imagePlaylistUrl(text, MASTER_URL)).toBeNull();
  });
});

describe('the sheets of an image playlist', () => {
  it('lists each sheet with the stretch it covers and its tiles', () => {
    expect(thumbnailSheets(PLAYLIST, PLAYLIST_URL)).toEqual([
      {
        url: 'https://media.test/films/7/thumbs/sheet-000.jpg',
        start: 0,
        duration: 32,
        tileWidth: 160,
        tileHeight: 90,
        columns: 4,
        rows: 4,
        tileDuration: 2,
      },
      {
        url: 'https://media.test/films/7/thumbs/sheet-001.jpg',
        start: 32,
        duration: 8,
        tileWidth: 160,
        tileHeight: 90,
        columns: 4,
        rows: 4,
        tileDuration: 2,
      },
    ]);
  });

  it('shares a sheet’s seconds among its tiles when #EXT-X-TILES gives no DURATION', () => {
    const text = '#EXTM3U\n#EXT-X-TILES:RESOLUTION=90x160,LAYOUT=5x5\n#EXTINF:50,\ns.jpg';
    expect(thumbnailSheets(text, PLAYLIST_URL)).toMatchObject([
      { tileWidth: 90, tileHeight: 160, columns: 5, rows: 5, tileDuration: 2 },
    ]);
  });

  it('leaves out a sheet without tiles or a length, and counts the time it would cover', () => {
    const text = [
      '#EXTM3U',
      '#EXTINF:10,',
      'no-tiles.jpg',
      '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=4x4,DURATION=1',
      '#EXTINF:abc,',
      'no-length.jpg',
      '#EXT-X-TILES:RESOLUTION=wide,LAYOUT=4x4',
      '#EXTINF:16,',
      'bad-size.jpg',
      '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=2x2,DURATION=1',
      '#EXTINF:4,',
      'good.jpg',
    ].join('\n');
    expect(thumbnailSheets(text, PLAYLIST_URL)).toMatchObject([
      { url: 'https://media.test/films/7/thumbs/good.jpg', start: 26, duration: 4 },
    ]);
  });

  it.each([
    ['no playlist', 'sheet-000.jpg'],
    ['an empty text', ''],
    ['a playlist of nothing', '#EXTM3U\n#EXT-X-ENDLIST'],
  ])('is none for %s', (_, text) => {
    expect(thumbnailSheets(text, PLAYLIST_URL)).toEqual([]);
  });
});
