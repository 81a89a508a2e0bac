import { browserAdapter } from './browser-adapter';
import { createStorage, type TypedStorage } from './create-storage';
import type { StorageKey } from './storage-key';
import { defaultXbbBonus, storageKeys } from './storage-keys';
import { keptFilmsKey } from './kept-films-key';

type KeyId = keyof typeof storageKeys;

/** Any app key, typed loosely so that tables can iterate over all of them. */
const keyOf = (id: KeyId): StorageKey<unknown> => storageKeys[id];

/** A key with a value of its type and the raw string that value is stored as. */
function format<T>(key: StorageKey<T>, value: T, raw: string) {
  return {
    name: key.name,
    value,
    raw,
    write: (storage: TypedStorage) => storage.set(key, value),
    read: (storage: TypedStorage) => storage.get(key),
  };
}

const logger = { warn: vi.fn() };
const store = () => createStorage({ adapter: browserAdapter(window), logger });

beforeEach(() => {
  localStorage.clear();
  logger.warn.mockClear();
});

describe('storageKeys', () => {
  it('defines no key the app never writes nor reads: the old site’s vuid is left alone', () => {
    expect(Object.values(storageKeys).map((key) => key.name)).not.toContain('vuid');
  });

  it.each(Object.keys(storageKeys) as KeyId[])('%s reads its default when missing', (id) => {
    const key = keyOf(id);

    expect(store().get(key)).toEqual(key.defaultValue);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each<[KeyId, string]>([
    ['lastReadTimestamp', ''],
    ['lastReadTimestamp', 'yesterday'],
    ['lastReadTimestamp', 'NaN'],
    ['lastReadTimestamp', '{"t":1}'],
    ['shareVideos', '['],
    ['shareVideos', '["12!1"'],
    ['history', ''],
    ['history', 'not json'],
    ['history', 'null'],
    ['history', '{"id":1,"title":"a"}'],
    ['codeChange', '{'],
    ['codeChange', '[]'],
    ['codeChange', '{"timestamp":1}'],
    ['codeChange', '{"timestamp":"1","count":0}'],
    ['seekHintShown', ''],
    ['seekHintShown', 'yes'],
    ['seekHintShown', '2'],
    ['xbbBonus', '{broken'],
    ['xbbBonus', 'null'],
    ['xbbBonus', '[]'],
    ['xbbBonus', 'true'],
    ['colorScheme', 'Dark'],
    ['adLinkOpenings', '{"https://a.example":1}'],
    ['colorScheme', '"dark"'],
  ])('%s reads the default for the corrupt value %j and leaves it stored', (id, raw) => {
    const key = keyOf(id);
    localStorage.setItem(key.name, raw);

    expect(store().get(key)).toEqual(key.defaultValue);
    expect(localStorage.getItem(key.name)).toBe(raw);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it.each<[KeyId, string, unknown]>([
    ['uuid', '', ''],
    ['uuid', 'A1B2C3', 'A1B2C3'],
    ['bannerType', '3', '3'],
    ['listStr', '猫,狗', '猫,狗'],
    ['token', ' ', ' '],
    ['lastReadTimestamp', '1700000000000', 1_700_000_000_000],
    ['lastReadTimestamp', '1.7e12', 1.7e12],
    ['shareVideos', '12!1,40!2', ['12!1', '40!2']],
    ['shareVideos', '["12!1","40!2"]', ['12!1', '40!2']],
    ['history', '[]', []],
    [
      'history',
      JSON.stringify([
        { id: '5', coverbase64: { url: 'u', type: 'png' }, title: 'a' },
        { id: 6 },
        null,
        { id: ' ', title: 'blank id' },
        { id: 'abc', title: 'word id' },
        { id: 7, coverbase64: 1, title: 'b' },
        { id: 8, coverbase64: { url: 'u' }, title: 'c' },
      ]),
      [
        { id: 5, coverbase64: { url: 'u', type: 'png' }, title: 'a' },
        { id: 7, coverbase64: null, title: 'b' },
        { id: 8, coverbase64: null, title: 'c' },
      ],
    ],
    ['codeChange', '{"timestamp":1700000000000,"count":1}', { timestamp: 1.7e12, count: 1 }],
    ['seekHintShown', 'true', true],
    ['seekHintShown', '0', false],
    ['xbbBonus', '{}', defaultXbbBonus],
    [
      'adLinkOpenings',
      '[["https://a.example",1],["https://b.example"],[2,3],["https://c.example","4"],null,["https://d.example",5]]',
      [
        ['https://a.example', 1],
        ['https://d.example', 5],
      ],
    ],
    [
      'xbbBonus',
      '{"isGuest":false,"userid":7,"cid":"c9","ad":"no"}',
      { ...defaultXbbBonus, isGuest: false, cid: 'c9' },
    ],
  ])('%s reads the old-site value %j and leaves it on disk', (id, raw, value) => {
    const key = keyOf(id);
    localStorage.setItem(key.name, raw);

    expect(store().get(key)).toEqual(value);
    expect(localStorage.getItem(key.name)).toBe(raw);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    format(storageKeys.uuid, 'A1B2C3', 'A1B2C3'),
    format(storageKeys.token, 'abc.def', 'abc.def'),
    format(storageKeys.lastReadTimestamp, 1_700_000_000_000, '1700000000000'),
    format(storageKeys.shareVideos, ['12!1', '40!2'], '12!1,40!2'),
    format(
      storageKeys.history,
      [{ id: 5, coverbase64: null, title: '标题' }],
      '[{"id":5,"coverbase64":null,"title":"标题"}]',
    ),
    format(storageKeys.codeChange, { timestamp: 10, count: 2 }, '{"timestamp":10,"count":2}'),
    format(storageKeys.seekHintShown, true, '1'),
    format(storageKeys.adLinkOpenings, [['https://a.example', 7]], '[["https://a.example",7]]'),
    // The pre-paint script compares the bare word, so it is stored without JSON quotes.
    format(storageKeys.colorScheme, 'dark', 'dark'),
    format(storageKeys.dataSaver, 'off', 'off'),
    format(storageKeys.mobileDataNoticeOff, true, '1'),
    format(
      storageKeys.xbbBonus,
      { ...defaultXbbBonus, isGuest: false },
      '{"isGuest":false,"domain":"","userid":"","cid":"","wsUrl":"","promoUrl":"","ad":true,"activity":true,"loginVideoSwitch":false}',
    ),
  ])('$name is written as $raw and reads back', ({ name, value, raw, write, read }) => {
    write(store());

    expect(localStorage.getItem(name)).toBe(raw);
    expect(read(store())).toEqual(value);
  });

  it.each<[KeyId, string, unknown]>([
    [
      'xbbBonus',
      '{"__proto__":{"ad":false},"isGuest":false}',
      { ...defaultXbbBonus, isGuest: false },
    ],
    [
      'history',
      '[{"__proto__":{"title":"x"},"id":1},{"id":2,"title":"b"}]',
      [{ id: 2, coverbase64: null, title: 'b' }],
    ],
    ['codeChange', '{"__proto__":{"timestamp":1,"count":1}}', { timestamp: 0, count: 0 }],
    ['shareVideos', '["__proto__","12!1"]', ['__proto__', '12!1']],
  ])('%s reads %j without taking fields from __proto__', (id, raw, value) => {
    localStorage.setItem(keyOf(id).name, raw);

    expect(store().get(keyOf(id))).toEqual(value);
    expect(({} as Record<string, unknown>)['ad']).toBeUndefined();
    expect(({} as Record<string, unknown>)['title']).toBeUndefined();
  });

  it.each<[KeyId, string]>([
    ['listStr', 'x'.repeat(1_000_000)],
    [
      'history',
      JSON.stringify(Array.from({ length: 20_000 }, (_, id) => ({ id, title: `t${id}` }))),
    ],
    ['shareVideos', '1!1,'.repeat(100_000)],
  ])('%s reads a huge value', (id, raw) => {
    localStorage.setItem(keyOf(id).name, raw);

    expect(store().get(keyOf(id))).not.toEqual(keyOf(id).defaultValue);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('keeps the kept films, dropping an entry with a broken field and reading a broken cover as none', () => {
    const film = {
      id: 5,
      details: {
        title: '标题',
        duration: '12:34',
        cover: { url: 'https://c/5.enc', type: 'jpeg' },
      },
      masterUrl: 'https://m/clip-1/master.m3u8',
      height: 360,
      mediaUrl: null,
      filesTotal: 0,
      filesDone: 0,
      bytesDone: 0,
      bytesExpected: 1000,
      state: 'queued',
      keptAt: 1,
    } as const;
    const broken = [
      { ...film, id: 6, state: 'lost' },
      { ...film, id: 7, details: { title: 7 } },
      { ...film, id: 8, bytesDone: '10' },
    ];
    localStorage.setItem(
      'keptFilms',
      JSON.stringify([film, ...broken, { ...film, id: 9, details: { ...film.details, cover: 1 } }]),
    );

    expect(store().get(keptFilmsKey)).toEqual([
      film,
      { ...film, id: 9, details: { ...film.details, cover: null } },
    ]);
  });

  it('keeps watch history under the H5 app key', () => {
    expect(storageKeys.history.name).toBe('h5_history');
  });
});
