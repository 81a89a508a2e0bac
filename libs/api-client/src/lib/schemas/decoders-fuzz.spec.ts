// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import {
  adWire,
  brokenBy,
  categoryWire,
  envelopeWire,
  favouriteUserWire,
  favouriteWire,
  garbage,
  homeBlockWire,
  hotGroupWire,
  nearValid,
  notAnObject,
  noticeWire,
  pageFieldsWire,
  tagWire,
  videoWire,
  wireCount,
  wireId,
  wireUrl,
} from '../testing-support/arbitraries';
import { failureProblems, shapeProblems, wellFormed } from '../testing-support/well-formed';
import type { Decoded, Decoder } from './decode';
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

const RUNS = { numRuns: 1000 };

// A thousand runs take a second or two; more on a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

/** Wraps a list's items into a reply: the list itself, a page, `{ ids }`. */
type Wrap = (items: readonly unknown[]) => unknown;

/** A decoder of one value, with valid replies and the shape of what it yields. */
interface ValueCase {
  readonly name: string;
  readonly decode: Decoder<unknown>;
  readonly valid: fc.Arbitrary<unknown>;
  readonly shape: v.GenericSchema;
}

/** A decoder of many items, which must drop the broken ones and keep every valid one. */
interface ListCase {
  readonly name: string;
  readonly decode: Decoder<unknown>;
  readonly item: fc.Arbitrary<unknown>;
  /** Items the decoder must drop. */
  readonly broken: fc.Arbitrary<unknown>;
  readonly wrap: fc.Arbitrary<Wrap>;
  readonly itemsOf: (value: unknown) => readonly unknown[];
  readonly shape: v.GenericSchema;
}

const asList = fc.constant<Wrap>((items) => items);
const asPage = pageFieldsWire.map<Wrap>((fields) => (items) => ({ ...fields, data: items }));
const listItems = (value: unknown) => value as readonly unknown[];
const pageItems = (value: unknown) => (value as { items: readonly unknown[] }).items;

function listCase(
  name: string,
  decode: Decoder<unknown>,
  item: fc.Arbitrary<unknown>,
  broken: fc.Arbitrary<unknown>,
  itemShape: v.GenericSchema,
): ListCase {
  return {
    name,
    decode,
    item,
    broken,
    wrap: asList,
    itemsOf: listItems,
    shape: v.array(itemShape),
  };
}

function pageCase(
  name: string,
  decode: Decoder<unknown>,
  item: fc.Arbitrary<unknown>,
  broken: fc.Arbitrary<unknown>,
  itemShape: v.GenericSchema,
): ListCase {
  return {
    name,
    decode,
    item,
    broken,
    wrap: asPage,
    itemsOf: pageItems,
    shape: wellFormed.page(itemShape),
  };
}

/** A category block whose id is broken: flagged as no ad, it cannot pass as a banner. */
const brokenCategoryBlock = brokenBy(
  categoryWire.map((json) => ({ ...json, is_ad: 0 })),
  'id',
);

const listCases: readonly ListCase[] = [
  listCase(
    'decodeVideoList',
    decodeVideoList,
    videoWire,
    brokenBy(videoWire, 'id'),
    wellFormed.video,
  ),
  listCase(
    'decodeCategoryList',
    decodeCategoryList,
    categoryWire,
    brokenBy(categoryWire, 'id'),
    wellFormed.category,
  ),
  listCase(
    'decodeHomeBlockList',
    decodeHomeBlockList,
    homeBlockWire,
    brokenCategoryBlock,
    wellFormed.homeBlock,
  ),
  listCase('decodeAdList', decodeAdList, adWire, notAnObject, wellFormed.ad),
  listCase('decodeTagList', decodeTagList, tagWire, brokenBy(tagWire, 'id'), wellFormed.tag),
  listCase(
    'decodeHotSearchGroupList',
    decodeHotSearchGroupList,
    hotGroupWire,
    notAnObject,
    wellFormed.hotGroup,
  ),
  pageCase(
    'decodeVideoPage',
    decodeVideoPage,
    videoWire,
    brokenBy(videoWire, 'id'),
    wellFormed.video,
  ),
  pageCase(
    'decodeNoticePage',
    decodeNoticePage,
    noticeWire,
    brokenBy(noticeWire, 'id'),
    wellFormed.notice,
  ),
  pageCase(
    'decodeFavouritePage',
    decodeFavouritePage,
    favouriteWire,
    brokenBy(favouriteWire, 'id'),
    wellFormed.favourite,
  ),
  {
    ...pageCase(
      'decodeFavouriteUsers',
      decodeFavouriteUsers,
      favouriteUserWire,
      brokenBy(favouriteUserWire, 'uuid', fc.constantFrom(undefined, '', null, 42, [], {})),
      wellFormed.favouriteUser,
    ),
    // The contract also allows every user at once, as a plain list the endpoint pages.
    shape: v.union([wellFormed.page(wellFormed.favouriteUser), v.array(wellFormed.favouriteUser)]),
  },
  {
    name: 'decodeFavouriteIds',
    decode: decodeFavouriteIds,
    item: wireId,
    broken: fc.constantFrom(null, 0, -1, 1.5, 2 ** 53 + 1, '9'.repeat(400), 'x', [], {}),
    wrap: fc.constant<Wrap>((ids) => ({ ids })),
    itemsOf: listItems,
    shape: v.array(wellFormed.id),
  },
];

const valueCases: readonly ValueCase[] = [
  { name: 'decodeVideo', decode: decodeVideo, valid: videoWire, shape: wellFormed.video },
  {
    name: 'decodeShareCount',
    decode: decodeShareCount,
    valid: fc.record({ ip_count: wireCount }),
    shape: wellFormed.count,
  },
  {
    name: 'decodeFavouriteTotal',
    decode: decodeFavouriteTotal,
    valid: fc.record({ total: wireCount }),
    shape: wellFormed.count,
  },
  {
    name: 'decodeAppLink',
    decode: decodeAppLink,
    valid: fc.record({ url: wireUrl }),
    shape: wellFormed.text,
  },
  {
    name: 'decodeAcknowledgement',
    decode: decodeAcknowledgement,
    valid: fc.jsonValue({ maxDepth: 2 }),
    shape: wellFormed.acknowledgement,
  },
  {
    name: 'decodeEnvelope',
    decode: decodeEnvelope,
    valid: envelopeWire,
    shape: wellFormed.envelope,
  },
];

/** Decodes without throwing and yields either a value of `shape` or a typed failure. */
function decodeSoundly(decode: Decoder<unknown>, shape: v.GenericSchema, json: unknown) {
  const decoded = decode(json);
  // Plain checks: they run tens of thousands of times, and `expect` would dominate the run time.
  const problems = decoded.ok
    ? shapeProblems(shape, decoded.value)
    : failureProblems(decoded.issues);
  if (problems.length > 0) throw new Error(`unsound decoding: ${problems.join('; ')}`);
  return decoded;
}

function valueOf(decoded: Decoded<unknown>): unknown {
  if (!decoded.ok) throw new Error(`expected a value, got ${decoded.issues.join('; ')}`);
  return decoded.value;
}

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

describe.each(listCases)('$name', ({ decode, item, broken, wrap, itemsOf, shape }) => {
  it('keeps every valid item and drops exactly the broken ones, in order', () => {
    const entries = fc.array(
      fc.oneof(
        { arbitrary: item.map((json) => ({ json, valid: true })), weight: 3 },
        { arbitrary: broken.map((json) => ({ json, valid: false })), weight: 1 },
      ),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(wrap, entries, (wrapItems, mixed) => {
        const kept = mixed.filter((entry) => entry.valid).map((entry) => entry.json);
        const all = valueOf(decodeSoundly(decode, shape, wrapItems(mixed.map((e) => e.json))));
        expect(itemsOf(all)).toHaveLength(kept.length);
        expect(all).toEqual(valueOf(decode(wrapItems(kept))));
      }),
      RUNS,
    );
  });

  it('never throws on a near-valid reply', () => {
    const replies = fc
      .tuple(wrap, fc.array(item, { maxLength: 3 }))
      .map(([wrapItems, items]) => wrapItems(items));
    fc.assert(
      fc.property(nearValid(replies), (json) => void decodeSoundly(decode, shape, json)),
      RUNS,
    );
  });
});

describe.each(valueCases)('$name', ({ decode, valid, shape }) => {
  it('decodes every valid reply', () => {
    fc.assert(
      fc.property(valid, (json) => void valueOf(decodeSoundly(decode, shape, json))),
      RUNS,
    );
  });

  it('never throws on a near-valid reply', () => {
    fc.assert(
      fc.property(nearValid(valid), (json) => void decodeSoundly(decode, shape, json)),
      RUNS,
    );
  });
});

describe('every decoder', () => {
  const decoders = [...listCases, ...valueCases];

  // One garbage value feeds every decoder: generating it costs far more than decoding it.
  it(`never throws on garbage (${decoders.length} decoders)`, () => {
    fc.assert(
      fc.property(garbage, (json) => {
        for (const { decode, shape } of decoders) decodeSoundly(decode, shape, json);
      }),
      RUNS,
    );
  });
});

describe('replies at the edges', () => {
  it.each(listCases)('$name keeps the one valid item among 10,000 broken ones', (listCase) => {
    const [wrapItems] = fc.sample(listCase.wrap, { numRuns: 1, seed: 1 });
    const [valid] = fc.sample(listCase.item, { numRuns: 1, seed: 2 });
    const broken = fc.sample(listCase.broken, { numRuns: 100, seed: 3 });
    const items = Array.from({ length: 10_000 }, (_, index) => broken[index % broken.length]);
    const decoded = valueOf(listCase.decode(wrapItems?.([...items, valid]) ?? null));
    expect(listCase.itemsOf(decoded)).toHaveLength(1);
  });

  it('decode a page of 10,000 videos whole', () => {
    const [video] = fc.sample(videoWire, { numRuns: 1, seed: 7 });
    const data = Array.from({ length: 10_000 }, (_, index) => ({ ...video, id: index + 1 }));
    const page = valueOf(decodeVideoPage({ current_page: 1, data, next_page_url: null }));
    expect(pageItems(page)).toHaveLength(10_000);
  });

  it('leave Object.prototype as it was after every hostile reply', () => {
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
