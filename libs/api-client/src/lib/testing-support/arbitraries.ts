/**
 * fast-check arbitraries of the contract's wire shapes (README, "Shapes"), for the decoders' fuzz
 * specs: valid replies as a PHP server may send them, broken items a list must drop, hostile values
 * and mutations that turn a valid reply into a near-valid one.
 */
import fc from 'fast-check';

/** Text a server may hold: empty, blank, RTL, emoji, markup, prototype words, very long. */
const TRICKY_TEXT = [
  '',
  ' ',
  '\u200b',
  '\u202e翻转文字',
  'مرحبا بالعالم',
  'שלום עולם',
  '😀👍🏽👨‍👩‍👧‍👦🇨🇳',
  '\u0000\u0007\u001f',
  '\ud800',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'x'.repeat(500),
  '标'.repeat(500),
];

/** Values that break naive parsing: non-finite and unsafe numbers, number-like text, odd objects. */
const HOSTILE_CONSTANTS: readonly unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  -0,
  -1,
  0.5,
  2 ** 53 + 1,
  -(2 ** 53) - 1,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '9'.repeat(400),
  '-0',
  '0x1F',
  '1e3',
  '１２',
  '١٢',
  '12abc',
  ...TRICKY_TEXT,
  {},
  [],
  [[]],
  [null],
  { length: 3 },
  JSON.parse('{"__proto__":{"id":1,"polluted":true}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}') as unknown,
];

/** Own keys that a careless merge would turn into prototype pollution. */
const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Text as the server may send it, unusual text included. */
export const wireText = fc.oneof(
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }), weight: 1 },
  { arbitrary: fc.constantFrom(...TRICKY_TEXT), weight: 1 },
);

/** A positive safe integer id, sometimes as PHP's digit string. */
export const wireId = fc.oneof(
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: 1, max: 1_000_000 }).map(String),
);

/** A count (views, totals), sometimes as a digit string. */
export const wireCount = fc.oneof(
  fc.nat(),
  fc.nat().map(String),
  fc.constant(Number.MAX_SAFE_INTEGER),
);

const EPOCH_MS = { min: Date.UTC(1971, 0, 1), max: Date.UTC(2100, 0, 1) };
const UTC8_MS = 8 * 3_600_000;

/** A date as Laravel writes it (UTC+8), as ISO 8601, as epoch seconds, or null. */
export const wireDate = fc.oneof(
  fc
    .integer(EPOCH_MS)
    .map((ms) => new Date(ms + UTC8_MS).toISOString().slice(0, 19).replace('T', ' ')),
  fc.integer(EPOCH_MS).map((ms) => new Date(ms).toISOString()),
  fc.integer(EPOCH_MS).map((ms) => Math.floor(ms / 1000)),
  fc.constant(null),
);

/** An absolute link (cheaper than `fc.webUrl`, which would dominate the run time). */
const webUrl = fc
  .tuple(
    fc.constantFrom('http://', 'https://'),
    fc.constantFrom('media.test', 'cdn.example.com:8443', 'xn--fiqs8s.test', '127.0.0.1'),
    fc.nat(),
    fc.constantFrom('', '/cover.png.enc', '/index.m3u8?t=1&x=%E4%B8%AD', '/a%20b#frag'),
  )
  .map(([scheme, host, n, path]) => `${scheme}${host}/${n}${path}`);

/** An absolute link, or the empty text a server sends for 'none'. */
export const wireUrl = fc.oneof({ arbitrary: webUrl, weight: 4 }, fc.constant(''));

/** `EncryptedImage` or null. */
export const wireImage = fc.option(
  fc.record({ url: webUrl, type: fc.constantFrom('png', 'jpeg', 'webp', 'gif') }),
  { nil: null },
);

export const tagWire = fc.record({ id: wireId, name: wireText });

/**
 * `imgbase64` on a video: the contract's image, a small raster data URL (read as the cover's
 * placeholder), or one the client must ignore (SVG, script, a link, too long).
 */
const wirePlaceholder = fc.oneof(
  wireImage,
  fc
    .tuple(fc.constantFrom('png', 'jpeg', 'gif', 'webp'), fc.base64String({ maxLength: 64 }))
    .map(([type, data]) => `data:image/${type};base64,${data}`),
  fc.constantFrom(
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:text/html;base64,PHNjcmlwdD4=',
    'javascript:alert(1)',
    'http://media.test/1/blur.jpg',
    `data:image/png;base64,${'A'.repeat(9000)}`,
  ),
);

/** `VideoJson`. */
export const videoWire = fc.record({
  id: wireId,
  title: wireText,
  pageviews: wireCount,
  playtimes: fc.constantFrom('03:25', '', '1:02:03', '00:00'),
  rank: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
  created_at: wireDate,
  updated_at: wireDate,
  videopath: wireUrl,
  coverbase64: wireImage,
  coverpath: wireUrl,
  labls: fc.array(tagWire, { maxLength: 2 }),
  imgbase64: wirePlaceholder,
});

/** `AdJson`; pre-roll ads also carry a clip and a countdown. */
export const adWire = fc.record(
  {
    id: wireId,
    title: wireText,
    url: wireUrl,
    imgbase64: wireImage,
    is_ad: fc.constantFrom(1, '1', true),
    videopath: webUrl,
    duration: fc.integer({ min: 1, max: 30 }),
  },
  { requiredKeys: ['id', 'title', 'url', 'imgbase64', 'is_ad'] },
);

/** `CategoryJson`; home blocks carry their videos in `list`. */
export const categoryWire = fc.record(
  {
    id: wireId,
    name: wireText,
    type_id: fc.nat({ max: 60 }),
    icopath: wireUrl,
    order: fc.integer({ min: -10, max: 100 }),
    icobase64: wireImage,
    list: fc.array(videoWire, { maxLength: 1 }),
  },
  { requiredKeys: ['id', 'name', 'type_id', 'icopath', 'order', 'icobase64'] },
);

/** An item of `/api/videoindex`: a category block or, flagged `is_ad`, a banner. */
export const homeBlockWire = fc.oneof(categoryWire, adWire);

/** `NoticeJson`; `content` is HTML. */
export const noticeWire = fc.record({
  id: wireId,
  title: wireText,
  content: fc.oneof(
    wireText,
    wireText.map((text) => `<p><b>${text}</b></p>`),
  ),
  updated_at: wireDate,
});

/** `HotGroupJson`. */
export const hotGroupWire = fc.record({
  title: wireText,
  lists: fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }), { maxLength: 6 }),
});

/** `FavouriteJson`. */
export const favouriteWire = fc.record({
  id: wireId,
  imgUrl: wireUrl,
  imgType: fc.constantFrom('png', 'jpeg'),
  title: wireText,
  path: wireUrl,
  created_at: wireDate,
});

/** Text of `min` to `max` characters from `alphabet` (`fc.stringMatching` is far slower). */
function textOf(alphabet: string, min: number, max: number) {
  return fc
    .array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));
}

/** An item of `/favorites/user`. */
export const favouriteUserWire = fc.record({
  uuid: textOf('abcdefghijklmnopqrstuvwxyz0123456789', 6, 12),
  total: wireCount,
});

/** Laravel's page fields, to which a reply adds `data`. */
export const pageFieldsWire = fc.record({
  current_page: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constant('2')),
  next_page_url: fc.option(webUrl, { nil: null }),
  total: wireCount,
  per_page: fc.constantFrom(5, 12, 20, '12'),
});

/** The valid envelope `{ code, msg, rescont }` around any JSON. */
export const envelopeWire = fc.record({
  code: fc.oneof(fc.constantFrom(200, 400, 401, 404, 500), fc.constant('200')),
  msg: wireText,
  rescont: fc.jsonValue({ maxDepth: 2 }),
});

/** A value of a wrong kind, or of the right kind but unusable. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS), weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 2, withNullPrototype: true, withBigInt: true }), weight: 1 },
);

/** Nested arrays and objects far deeper than any reply. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 2000 }), hostileValue)
  .map(([depth, core]) => {
    let value = core;
    for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { data: value };
    return value;
  });

/** A whole reply body that is garbage: hostile values and deep nesting. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileValue, weight: 20 },
  { arbitrary: deeplyNested, weight: 1 },
);

/** An id no list may keep: missing, of a wrong kind, not positive, not whole, not safe. */
const brokenId = fc.constantFrom<unknown>(
  undefined,
  null,
  0,
  -0,
  -1,
  1.5,
  2 ** 53 + 1,
  '9'.repeat(400),
  '1e3',
  'abc',
  '',
  'NaN',
  '１２',
  true,
  {},
  [],
);

/** A JSON value that is not an object, or an array posing as one. */
export const notAnObject = fc.constantFrom<unknown>(null, 0, 42, 'video', true, [], [{ id: 1 }]);

/** `item` made unusable through its `key`, or a value that is no item at all. */
export function brokenBy<T extends Record<string, unknown>>(
  item: fc.Arbitrary<T>,
  key: string,
  badValue: fc.Arbitrary<unknown> = brokenId,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    notAnObject,
    fc.tuple(item, badValue).map(([json, value]) => withKey(json, key, value)),
  );
}

/** A copy of `json` with own `key` set, or removed when `value` is undefined. */
function withKey(json: Record<string, unknown>, key: string, value: unknown) {
  const copy: Record<string, unknown> = { ...json };
  if (value === undefined) delete copy[key];
  else Object.defineProperty(copy, key, { value, enumerable: true, writable: true });
  return copy;
}

/** One change to a reply: where (a path of child picks) and what. */
interface Mutation {
  readonly path: readonly number[];
  readonly kind: 'delete' | 'replace' | 'pollute' | 'retype';
  readonly value: unknown;
  readonly dangerousKey: string;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
  kind: fc.constantFrom('delete', 'replace', 'pollute', 'retype'),
  value: hostileValue,
  dangerousKey: fc.constantFrom(...DANGEROUS_KEYS),
});

/** `valid` with one to four random changes deep inside: near-valid replies. */
export function nearValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([json, mutations]) => mutations.reduce(mutate, structuredClone(json)));
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Applies `change` to a container reached by following its path from `root`. */
function mutate(root: unknown, change: Mutation): unknown {
  if (!isContainer(root)) return structuredClone(change.value);
  let target: Container = root;
  let key = pickKey(target, change.path[0] ?? 0);
  for (const pick of change.path.slice(1)) {
    const child: unknown = key === undefined ? undefined : (target as Record<string, unknown>)[key];
    if (!isContainer(child)) break;
    target = child;
    key = pickKey(target, pick);
  }
  applyChange(target as Record<string, unknown>, key, change);
  return root;
}

function pickKey(container: Container, pick: number): string | undefined {
  const keys = Object.keys(container);
  return keys.length === 0 ? undefined : keys[pick % keys.length];
}

function applyChange(target: Record<string, unknown>, key: string | undefined, change: Mutation) {
  // A copy: a later change may walk into the value, which fast-check may hand out again.
  const value: unknown = structuredClone(change.value);
  if (change.kind === 'pollute' || key === undefined) {
    Object.defineProperty(target, change.dangerousKey, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else if (change.kind === 'delete') {
    delete target[key];
  } else if (change.kind === 'replace') {
    target[key] = value;
  } else {
    target[key] = retyped(target[key]);
  }
}

/** The same value as another type: a number as text, text as a number, a value in a list. */
function retyped(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return Number(value);
  return [value];
}

/** A config URL: absolute, or relative to the page as the README allows. */
const configUrl = fc.oneof(
  { arbitrary: webUrl, weight: 3 },
  fc.constantFrom('/', '.', './api', '/share-api', '//cdn.test/x', ' https://api.test '),
);

/** `config.json` (README, "Runtime config"); `stats` may be missing, which turns it off. */
export const configWire = fc.record(
  {
    apiBaseUrl: configUrl,
    shareApiBaseUrl: configUrl,
    shareApiCredentials: fc.boolean(),
    shareHosts: fc.array(fc.constantFrom('share.test', 'share.localhost:4300', '127.0.0.1:8080')),
    shareSiteUrl: configUrl,
    site: wireText,
    authRequired: fc.boolean(),
    isShowAd: fc.boolean(),
    stats: fc.option(fc.record({ siteId: wireText, endpoint: configUrl }), { nil: null }),
    imageCipher: fc.record({
      algorithm: fc.constant('aes-128-cbc'),
      key: textOf('0123456789abcdefABCDEF', 32, 32),
    }),
    version: wireText,
    siteName: fc.constantFrom('视频', '好看视频', ' Video '),
  },
  {
    requiredKeys: [
      'apiBaseUrl',
      'shareApiBaseUrl',
      'shareHosts',
      'shareSiteUrl',
      'site',
      'authRequired',
      'isShowAd',
      'imageCipher',
      'version',
    ],
  },
);
