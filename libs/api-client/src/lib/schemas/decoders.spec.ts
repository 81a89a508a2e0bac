import {
  adJson,
  categoryJson,
  favouriteJson,
  noticeJson,
  pageJson,
  videoJson,
} from '../test-support';
import {
  decodeAcknowledgement,
  decodeAdList,
  decodeAppLink,
  decodeCategoryList,
  decodeEnvelope,
  decodeFavouriteIds,
  decodeFavouritePage,
  decodeFavouriteTotal,
  decodeFavouriteUsers,
  decodeHomeBlockList,
  decodeHotSearchGroupList,
  decodeNoticePage,
  decodeShareCount,
  decodeTagList,
  decodeVideo,
  decodeVideoList,
  decodeVideoPage,
} from './decoders';

const NOON_UTC8 = Date.UTC(2024, 2, 15, 4);

const video = {
  id: 1,
  title: '测试视频',
  pageviews: 1234,
  duration: '03:25',
  rank: null,
  createdAt: NOON_UTC8,
  updatedAt: Date.UTC(2024, 2, 16, 0, 30),
  videoPath: 'http://media.test/1/index.m3u8',
  cover: { url: 'http://media.test/1/cover', type: 'jpeg' },
  coverPath: 'http://media.test/1/cover.jpg',
  tags: [{ id: 7, name: '风景' }],
  placeholder: null,
};

/** 1×1 images (made with sharp), as a server would inline a blurred preview. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGOI6jkBAALyAa/7JoUyAAAAAElFTkSuQmCC';

const JPEG_DATA_URL =
  'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKgFY6//2Q==';

/** A data URL of `type` whose whole text is `length` characters long. */
function dataUrlOfLength(type: string, length: number): string {
  const head = `data:image/${type};base64,`;
  return head + 'A'.repeat(length - head.length);
}

function valueOf<T>(decoded: { ok: true; value: T } | { ok: false; issues: readonly string[] }): T {
  if (!decoded.ok) throw new Error(decoded.issues.join('\n'));
  return decoded.value;
}

describe('decodeVideo', () => {
  it('maps a full VideoJson to a Video', () => {
    expect(valueOf(decodeVideo(videoJson()))).toEqual(video);
  });

  it('fills every optional field with its default', () => {
    expect(valueOf(decodeVideo({ id: 2 }))).toEqual({
      id: 2,
      title: '',
      pageviews: 0,
      duration: '',
      rank: null,
      createdAt: null,
      updatedAt: null,
      videoPath: '',
      cover: null,
      coverPath: '',
      tags: [],
      placeholder: null,
    });
  });

  describe('imgbase64, the placeholder under the cover', () => {
    it.each([
      ['a PNG', PNG_DATA_URL],
      ['a JPEG', JPEG_DATA_URL],
      [
        'a GIF',
        'data:image/gif;base64,R0lGODlhAQABAIAAAExpcVqMyCH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==',
      ],
      [
        'a WebP',
        'data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAADwAQCdASoBAAEAAUAmJaACdLoB+AAGQgAAm//LPn8NnHv/vvQG8DAA',
      ],
      ['one of 8 KiB exactly', dataUrlOfLength('jpeg', 8192)],
    ])('reads %s data URL', (_case, dataUrl) => {
      expect(valueOf(decodeVideo(videoJson({ imgbase64: dataUrl })))).toEqual({
        ...video,
        placeholder: dataUrl,
      });
    });

    it.each([
      ['the contract’s encrypted image', { url: 'http://media.test/1/blur', type: 'jpeg' }],
      [
        'an SVG',
        'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      ],
      ['an SVG that is not base64', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
      ['HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
      ['a raster type without base64', 'data:image/png,iVBORw0KGgo'],
      ['a link', 'https://img.example/1/blur.jpg'],
      ['a link with the data prefix in its path', 'https://img.example/data:image/png;base64,AAAA'],
      ['a script', 'javascript:alert(1)'],
      ['characters outside base64', 'data:image/png;base64,AAAA")};body{background:red'],
      ['a line break inside', 'data:image/png;base64,AAAA\nAAAA'],
      ['padding in the middle', 'data:image/png;base64,AA==AAAA'],
      ['no data after the comma', 'data:image/png;base64,'],
      ['one byte over 8 KiB', dataUrlOfLength('png', 8193)],
      ['a number', 42],
      ['an empty string', ''],
      ['null', null],
    ])('ignores %s, keeping the video', (_case, imgbase64) => {
      expect(valueOf(decodeVideo(videoJson({ imgbase64 })))).toEqual(video);
    });
  });

  it('lets unknown fields pass without keeping them', () => {
    const decoded = valueOf(decodeVideo(videoJson({ isLock: true, extra: { a: 1 } })));
    expect(decoded).toEqual(video);
  });

  it.each([
    ['a numeric id', { id: '12' }, { id: 12 }],
    ['numeric pageviews', { pageviews: ' 99 ' }, { pageviews: 99 }],
    ['a numeric rank', { rank: '3' }, { rank: 3 }],
    ['a numeric title', { title: 2024 }, { title: '2024' }],
    ['epoch seconds as a date', { created_at: 1_710_475_200 }, { createdAt: 1_710_475_200_000 }],
    ['an ISO date', { created_at: '2024-03-15T04:00:00Z' }, { createdAt: NOON_UTC8 }],
    ['an unreadable date', { created_at: 'soon' }, { createdAt: null }],
    ['a date of the wrong type', { created_at: { y: 2024 } }, { createdAt: null }],
    ['unreadable pageviews', { pageviews: 'many' }, { pageviews: 0 }],
    ['negative pageviews', { pageviews: -5 }, { pageviews: 0 }],
    ['pageviews too long for a double', { pageviews: '9'.repeat(400) }, { pageviews: 0 }],
    [
      'a date beyond what a Date holds',
      { created_at: '99999999999999999999' },
      { createdAt: null },
    ],
    ['a null cover', { coverbase64: null }, { cover: null }],
    ['a cover without a URL', { coverbase64: { url: '', type: 'png' } }, { cover: null }],
    ['an empty-string cover', { coverbase64: '' }, { cover: null }],
    ['labels that are not a list', { labls: 'x' }, { tags: [] }],
    [
      'a broken label',
      { labls: [{ name: 'no id' }, { id: 8, name: '城市' }] },
      { tags: [{ id: 8, name: '城市' }] },
    ],
  ])('reads %s', (_case, overrides, expected) => {
    expect(valueOf(decodeVideo(videoJson(overrides)))).toEqual({ ...video, ...expected });
  });

  it.each([
    ['no id', { id: undefined }],
    ['a text id', { id: 'abc' }],
    ['a fractional id', { id: 1.5 }],
    ['an infinite id', { id: Number.POSITIVE_INFINITY }],
    ['a zero id', { id: 0 }],
    ['a negative id', { id: '-3' }],
    ['an id beyond the safe integers', { id: 2 ** 53 + 1 }],
    ['an id too long for a double', { id: '9'.repeat(400) }],
  ])('fails with %s, saying where', (_case, overrides) => {
    const decoded = decodeVideo(videoJson(overrides));
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.issues.join()).toContain('id');
  });

  it.each([null, 'video', 42, [[]]])('fails on %j', (json) => {
    expect(decodeVideo(json).ok).toBe(false);
  });
});

describe('list decoders', () => {
  it('drop a broken item and keep the rest', () => {
    const decoded = valueOf(
      decodeVideoList([videoJson(), { title: 'no id' }, videoJson({ id: 2 })]),
    );
    expect(decoded.map((item) => item.id)).toEqual([1, 2]);
  });

  // PHP sends "nothing" as any of these, depending on how the empty value was built.
  it.each([undefined, null, [], {}])('read %j as an empty list', (json) => {
    expect(valueOf(decodeVideoList(json))).toEqual([]);
  });

  it.each(['list', 42, { id: 1 }])('fail when the list is %j', (json) => {
    expect(decodeVideoList(json).ok).toBe(false);
  });

  it('map categories, defaulting their videos to none', () => {
    expect(
      valueOf(decodeCategoryList([categoryJson(), categoryJson({ id: 4, type_id: '4' })])),
    ).toEqual([
      {
        id: 3,
        name: '电影',
        typeId: 3,
        iconPath: 'http://media.test/icon.png',
        order: 2,
        icon: { url: 'http://media.test/icon', type: 'png' },
        videos: [],
      },
      expect.objectContaining({ id: 4, typeId: 4, videos: [] }),
    ]);
  });

  it('map ads', () => {
    expect(valueOf(decodeAdList([adJson(), { title: 'bare' }]))).toEqual([
      {
        url: 'http://ad.test/',
        image: { url: 'http://media.test/ad', type: 'png' },
        title: '广告',
        videoPath: null,
        durationSeconds: null,
      },
      { url: '', image: null, title: 'bare', videoPath: null, durationSeconds: null },
    ]);
  });

  it('map a pre-roll clip and its countdown, ignoring a countdown that is not positive', () => {
    expect(
      valueOf(
        decodeAdList([
          adJson({ videopath: 'http://media.test/ad.m3u8', duration: '5' }),
          adJson({ duration: 0 }),
        ]),
      ).map((ad) => [ad.videoPath, ad.durationSeconds]),
    ).toEqual([
      ['http://media.test/ad.m3u8', 5],
      [null, null],
    ]);
  });

  it('drop an item that is a list, even a list holding an ad', () => {
    expect(valueOf(decodeAdList([[adJson()], adJson({ title: 'kept' })]))).toEqual([
      expect.objectContaining({ title: 'kept' }),
    ]);
  });

  it('map banner tags', () => {
    expect(valueOf(decodeTagList([{ id: 1, name: '热门' }, { id: 'x' }]))).toEqual([
      { id: 1, name: '热门' },
    ]);
  });

  it('map hot search groups, dropping keywords that are not text or blank', () => {
    expect(
      valueOf(decodeHotSearchGroupList([{ title: '热搜', lists: ['风景', 3, ' ', ' 城市 '] }, {}])),
    ).toEqual([
      { title: '热搜', keywords: ['风景', '城市'] },
      { title: '', keywords: [] },
    ]);
  });
});

describe('decodeHomeBlockList', () => {
  it.each([1, '1', true])('reads a block with is_ad %j as a banner', (flag) => {
    expect(valueOf(decodeHomeBlockList([adJson({ is_ad: flag })]))).toEqual([
      { kind: 'ad', ad: expect.objectContaining({ url: 'http://ad.test/' }) },
    ]);
  });

  it.each([undefined, 0, '0', false, null])('reads a block with is_ad %j as a category', (flag) => {
    const [block] = valueOf(
      decodeHomeBlockList([categoryJson({ is_ad: flag, list: [videoJson()] })]),
    );
    expect(block).toEqual({
      kind: 'category',
      category: expect.objectContaining({ id: 3, videos: [video] }),
    });
  });

  it('keeps feed order and drops a broken category', () => {
    const blocks = valueOf(
      decodeHomeBlockList([adJson(), { name: 'no id' }, categoryJson({ id: 4 })]),
    );
    expect(blocks.map((block) => block.kind)).toEqual(['ad', 'category']);
  });
});

describe('page decoders', () => {
  it('map a Laravel page', () => {
    const json = pageJson([videoJson()], {
      current_page: 2,
      next_page_url: 'http://api.test/api/videosort/0?page=3',
      total: 41,
      per_page: 20,
    });
    expect(valueOf(decodeVideoPage(json))).toEqual({
      items: [video],
      nextPageUrl: 'http://api.test/api/videosort/0?page=3',
      total: 41,
      perPage: 20,
      currentPage: 2,
    });
  });

  it('default the paging fields and read an empty next page URL as the last page', () => {
    expect(valueOf(decodeVideoPage({ data: [], next_page_url: '' }))).toEqual({
      items: [],
      nextPageUrl: null,
      total: 0,
      perPage: 0,
      currentPage: 1,
    });
  });

  it('accept numeric strings for the paging fields', () => {
    const page = valueOf(
      decodeVideoPage(pageJson([], { total: '41', per_page: '20', current_page: '3' })),
    );
    expect(page).toMatchObject({ total: 41, perPage: 20, currentPage: 3 });
  });

  it.each([
    ['a page number of 0', { current_page: 0 }, { currentPage: 1 }],
    ['a fractional page number', { current_page: 2.5 }, { currentPage: 1 }],
    ['a negative total', { total: -4 }, { total: 0 }],
    ['a total too long for a double', { total: '9'.repeat(400) }, { total: 0 }],
  ])('default %s', (_case, overrides, expected) => {
    expect(valueOf(decodeVideoPage(pageJson([], overrides)))).toMatchObject(expected);
  });

  it.each([
    ['no page at all', null],
    ['an empty list', []],
    ['an empty object', {}],
    ['a page without data', { total: 0, next_page_url: null }],
    ['a page whose data is null', { data: null }],
    ['a page whose data is an empty object', { data: {} }],
  ])('read %s as an empty last page', (_case, json) => {
    expect(valueOf(decodeVideoPage(json))).toMatchObject({ items: [], nextPageUrl: null });
  });

  it('read a plain list as every item at once, the last page', () => {
    const page = valueOf(decodeVideoPage([videoJson(), { title: 'no id' }, videoJson({ id: 2 })]));
    expect(page).toEqual({
      items: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
      nextPageUrl: null,
      total: 2,
      perPage: 2,
      currentPage: 1,
    });
  });

  it.each([
    ['data that is not a list', { data: 'videos' }],
    ['a page that is text', 'page'],
  ])('fail with %s', (_case, json) => {
    expect(decodeVideoPage(json).ok).toBe(false);
  });

  it('map notices', () => {
    expect(valueOf(decodeNoticePage(pageJson([noticeJson(), { title: 'no id' }])))).toMatchObject({
      items: [{ id: 5, title: '公告', content: '<p>欢迎</p>', updatedAt: NOON_UTC8 }],
    });
  });

  it('map favourites', () => {
    expect(valueOf(decodeFavouritePage(pageJson([favouriteJson()]))).items).toEqual([
      {
        id: 1,
        imgUrl: 'http://media.test/1/cover',
        imgType: 'jpeg',
        title: '测试视频',
        path: 'http://media.test/1/index.m3u8',
        createdAt: NOON_UTC8,
      },
    ]);
  });

  it('map favourite users, dropping one without a code', () => {
    const page = valueOf(
      decodeFavouriteUsers(pageJson([{ uuid: 'abc123', total: '4' }, { uuid: '' }])),
    );
    expect(page).toMatchObject({ items: [{ uuid: 'abc123', total: 4 }] });
  });

  it('keep favourite users sent as a plain list as a list, for the endpoint to page', () => {
    const users = valueOf(decodeFavouriteUsers([{ uuid: 'abc123', total: 4 }, { uuid: 'xyz' }]));
    expect(users).toEqual([
      { uuid: 'abc123', total: 4 },
      { uuid: 'xyz', total: 0 },
    ]);
  });
});

describe('single-value decoders', () => {
  it.each([
    ['an app link', decodeAppLink, { url: 'http://checkin.test/' }, 'http://checkin.test/'],
    ['a share count', decodeShareCount, { ip_count: '2' }, 2],
    ['favourite ids', decodeFavouriteIds, { ids: [1, '2', 'x'] }, [1, 2]],
    ['a favourite total', decodeFavouriteTotal, { total: 7 }, 7],
    ['an acknowledgement', decodeAcknowledgement, null, null],
    ['an acknowledgement of anything', decodeAcknowledgement, { done: true }, null],
  ])('read %s', (_case, decode: (json: unknown) => unknown, json, expected) => {
    expect(decode(json)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['an app link', decodeAppLink],
    ['a share count', decodeShareCount],
    ['favourite ids', decodeFavouriteIds],
    ['a favourite total', decodeFavouriteTotal],
  ])('fail on %s of null', (_case, decode: (json: unknown) => { ok: boolean }) => {
    expect(decode(null).ok).toBe(false);
  });

  it.each([
    ['a negative share count', decodeShareCount, { ip_count: -1 }],
    ['a share count too long for a double', decodeShareCount, { ip_count: '9'.repeat(400) }],
    ['a negative favourite total', decodeFavouriteTotal, { total: '-2' }],
  ])('fail on %s', (_case, decode: (json: unknown) => { ok: boolean }, json) => {
    expect(decode(json).ok).toBe(false);
  });
});

describe('decodeEnvelope', () => {
  it.each([
    [
      { code: 200, msg: 'ok', rescont: [1] },
      { code: 200, msg: 'ok', rescont: [1] },
    ],
    [
      { code: '200', rescont: null },
      { code: 200, msg: '', rescont: null },
    ],
    [
      { code: 200, msg: 5 },
      { code: 200, msg: '', rescont: undefined },
    ],
  ])('reads %j', (json, expected) => {
    expect(decodeEnvelope(json)).toEqual({ ok: true, value: expected });
  });

  it.each([null, [[]], 'ok', { msg: 'ok', rescont: [] }, { code: 'x', rescont: [] }])(
    'rejects %j',
    (json) => {
      expect(decodeEnvelope(json).ok).toBe(false);
    },
  );
});
