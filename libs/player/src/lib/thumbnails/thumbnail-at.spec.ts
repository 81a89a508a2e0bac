import { thumbnailSheets } from './image-playlists';
import { thumbnailAt } from './thumbnail-at';

const URL = 'https://media.test/thumbs/index.m3u8';
// 40 s of film: a full sheet of 16 tiles (32 s), then 4 tiles on a second sheet.
const SHEETS = thumbnailSheets(
  [
    '#EXTM3U',
    '#EXT-X-IMAGES-ONLY',
    '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=4x4,DURATION=2',
    '#EXTINF:32,',
    'sheet-000.jpg',
    '#EXT-X-TILES:RESOLUTION=160x90,LAYOUT=4x4,DURATION=2',
    '#EXTINF:8,',
    'sheet-001.jpg',
  ].join('\n'),
  URL,
);
const FIRST = 'https://media.test/thumbs/sheet-000.jpg';
const SECOND = 'https://media.test/thumbs/sheet-001.jpg';
const sheet = { width: 160, height: 90, sheetWidth: 640, sheetHeight: 360 };

describe('the thumbnail of a moment', () => {
  it.each([
    [0, FIRST, 0, 0],
    [1.99, FIRST, 0, 0],
    [2, FIRST, 160, 0],
    [7.5, FIRST, 480, 0],
    [8, FIRST, 0, 90],
    [31.9, FIRST, 480, 270],
    [32, SECOND, 0, 0],
    [39.5, SECOND, 480, 0],
  ])('at %s s is the tile at its sheet’s place', (seconds, url, x, y) => {
    expect(thumbnailAt(SHEETS, seconds)).toEqual({ url, x, y, ...sheet });
  });

  it('at the film’s very end is the last tile', () => {
    expect(thumbnailAt(SHEETS, 40)).toMatchObject({ url: SECOND, x: 480, y: 0 });
  });

  it.each([-1, 45, Number.NaN, Number.POSITIVE_INFINITY])('at %s s is none', (seconds) => {
    expect(thumbnailAt(SHEETS, seconds)).toBeNull();
  });

  it('is none without sheets', () => {
    expect(thumbnailAt([], 3)).toBeNull();
  });
});
