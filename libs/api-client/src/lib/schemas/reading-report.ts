/**
 * Which lenient rules of the decoders a reply needed. The decoders read every reply the contract
 * allows ("What the client accepts where the contract leaves room" in the README) and say only
 * whether they could; this walks the same JSON beside them and names, field by field, where a
 * reply took another reading than the contract's own shapes. For tools (`npm run check-backend`),
 * never the app: the decoders' hot path stays as it is, and nothing here reaches a browser bundle.
 */
import * as v from 'valibot';
import { adSchema } from './ad';
import { categorySchema } from './category';
import { favouriteSchema, favouriteUserSchema } from './favourite';
import { apiDate, count, id, image, numeric } from './fields';
import { homeBlockSchema } from './home-block';
import { hotGroupSchema, keyword } from './hot-group';
import { isNothing } from './lenient-array';
import { noticeSchema } from './notice';
import { tagSchema } from './tag';
import { placeholder, videoSchema } from './video';

/** Every lenient rule a reply may need, with how a report names it. */
export const LENIENT_RULES = {
  codeAsText: 'envelope code sent as text',
  numberAsText: 'numbers sent as text',
  numberDefaulted: 'missing or unreadable number read as its default',
  textAsNumber: 'text sent as a number',
  textDefaulted: 'missing or unreadable text read as empty',
  dateAsUnixTime: 'dates sent as Unix time',
  dateInOtherFormat: 'dates in another format than YYYY-MM-DD HH:mm:ss',
  dateUnreadable: 'missing or unreadable date read as none',
  imageWithoutUrl: 'image missing or without a URL read as none',
  placeholderIgnored: 'imgbase64 that is no small data URL ignored',
  adFlagAsText: 'ad flag is_ad sent as text or true',
  pageAsList: 'page sent as a plain array (one last page)',
  pageNothing: 'nothing where a page belongs read as an empty page',
  pageWithoutData: 'page without data read as empty',
  nextPageUnreadable: 'unreadable next_page_url read as the last page',
  listNothing: 'nothing (null, {}, missing) where a list belongs read as empty',
  listUnreadable: 'unreadable list read as empty',
  itemDropped: 'broken item dropped',
  usersAsList: 'favourite users sent as one plain list (cut into pages of 5)',
} as const;

export type LenientRule = keyof typeof LENIENT_RULES;

/** One place where a reply needed a lenient rule. */
export interface ReadingNote {
  readonly rule: LenientRule;
  /** Where, e.g. `rescont.data[3].pageviews`. */
  readonly at: string;
  /** Why, for a dropped item: the decoder's first issue. */
  readonly detail?: string;
}

/** What a field of the contract's shapes is, by how the decoders read it. */
type Leaf =
  | 'id'
  | 'count'
  | 'countOrZero'
  | 'pageNumber'
  | 'numberOr'
  | 'nullableNumber'
  | 'text'
  | 'date'
  | 'image'
  | 'placeholder'
  | 'string';

interface ObjectShape {
  readonly kind: 'object';
  readonly fields: Readonly<Record<string, Shape>>;
  /** Fields the contract lets a reply leave out. */
  readonly optional?: readonly string[];
}

interface ListShape {
  readonly kind: 'list' | 'page';
  readonly item: Shape;
  /** The app's own schema of an item: an item it fails is dropped. */
  readonly schema: v.GenericSchema<unknown, unknown>;
}

interface HomeBlockShape {
  readonly kind: 'homeBlock';
}

type Shape = Leaf | ObjectShape | ListShape | HomeBlockShape;

const object = (
  fields: Readonly<Record<string, Shape>>,
  optional?: readonly string[],
): ObjectShape => ({ kind: 'object', fields, optional });
const list = (item: Shape, schema: v.GenericSchema<unknown, unknown>): ListShape => ({
  kind: 'list',
  item,
  schema,
});
const page = (item: Shape, schema: v.GenericSchema<unknown, unknown>): ListShape => ({
  kind: 'page',
  item,
  schema,
});

// The contract's shapes (the README's "Shapes"), as the decoders read them.
const TAG = object({ id: 'id', name: 'text' });
const VIDEO = object(
  {
    id: 'id',
    title: 'text',
    pageviews: 'countOrZero',
    playtimes: 'text',
    rank: 'nullableNumber',
    created_at: 'date',
    updated_at: 'date',
    videopath: 'text',
    coverbase64: 'image',
    coverpath: 'text',
    labls: list(TAG, tagSchema),
    imgbase64: 'placeholder',
  },
  ['imgbase64'],
);
const AD = object(
  {
    url: 'text',
    imgbase64: 'image',
    title: 'text',
    videopath: 'text',
    duration: 'nullableNumber',
  },
  ['videopath', 'duration'],
);
const CATEGORY = object(
  {
    id: 'id',
    name: 'text',
    type_id: 'numberOr',
    icopath: 'text',
    order: 'numberOr',
    icobase64: 'image',
    list: list(VIDEO, videoSchema),
  },
  ['list'],
);
const NOTICE = object({ id: 'id', title: 'text', content: 'text', updated_at: 'date' });
const HOT_GROUP = object({ title: 'text', lists: list('string', keyword) });
const FAVOURITE = object({
  id: 'id',
  imgUrl: 'text',
  imgType: 'text',
  title: 'text',
  path: 'text',
  created_at: 'date',
});
const FAVOURITE_USER = object({ uuid: 'string', total: 'countOrZero' });

/** Every reply of the contract by its shape: what `readingNotes` is asked about. */
const REPLY_SHAPES = {
  video: VIDEO,
  videoList: list(VIDEO, videoSchema),
  videoPage: page(VIDEO, videoSchema),
  categoryList: list(CATEGORY, categorySchema),
  homeBlockList: list({ kind: 'homeBlock' }, homeBlockSchema),
  adList: list(AD, adSchema),
  tagList: list(TAG, tagSchema),
  noticePage: page(NOTICE, noticeSchema),
  hotSearchGroupList: list(HOT_GROUP, hotGroupSchema),
  favouritePage: page(FAVOURITE, favouriteSchema),
  favouriteUsers: page(FAVOURITE_USER, favouriteUserSchema),
  favouriteIds: object({ ids: list('id', id) }),
  favouriteTotal: object({ total: 'count' }),
  shareCount: object({ ip_count: 'count' }),
  appLink: object({ url: 'string' }),
  acknowledgement: null,
} as const satisfies Record<string, Shape | null>;

/** The shape of a reply, named as its decoder is (`videoPage` for `decodeVideoPage`). */
export type ReplyShape = keyof typeof REPLY_SHAPES;

/** The names of every {@link ReplyShape}. */
export const REPLY_SHAPE_NAMES = Object.keys(REPLY_SHAPES) as readonly ReplyShape[];

/**
 * The lenient rules the envelope of a reply needed (its `code` as text, no `msg`), for a body
 * the envelope's decoder read.
 */
export function envelopeNotes(body: unknown): ReadingNote[] {
  if (!isRecord(body)) return [];
  const notes: ReadingNote[] = [];
  if (typeof body['code'] === 'string') notes.push({ rule: 'codeAsText', at: 'code' });
  if (typeof body['msg'] !== 'string') notes.push({ rule: 'textDefaulted', at: 'msg' });
  return notes;
}

/**
 * The lenient rules the decoder of `shape` needs to read `rescont` (none: the contract's own
 * reading). Meant for a reply that decoder reads; of one it fails, it tells only what it can.
 */
export function readingNotes(shape: ReplyShape, rescont: unknown): ReadingNote[] {
  const notes: ReadingNote[] = [];
  const note = (rule: LenientRule, at: string, detail?: string) =>
    notes.push(detail === undefined ? { rule, at } : { rule, at, detail });
  const replyShape = REPLY_SHAPES[shape];
  if (shape === 'favouriteUsers' && Array.isArray(rescont)) {
    note('usersAsList', 'rescont');
    walkItems(list(FAVOURITE_USER, favouriteUserSchema), rescont, 'rescont', note);
  } else if (replyShape !== null) {
    walk(replyShape, rescont, 'rescont', note, true);
  }
  return notes;
}

type Note = (rule: LenientRule, at: string, detail?: string) => void;

function walk(shape: Shape, value: unknown, at: string, note: Note, required: boolean): void {
  if (typeof shape === 'string') return walkLeaf(shape, value, at, note, required);
  switch (shape.kind) {
    case 'object':
      if (!isRecord(value)) return;
      for (const [key, field] of Object.entries(shape.fields)) {
        const present = Object.hasOwn(value, key);
        const optional = shape.optional?.includes(key) ?? false;
        if (!present && optional) continue;
        walk(field, present ? value[key] : undefined, `${at}.${key}`, note, !optional);
      }
      return;
    case 'homeBlock':
      if (!isRecord(value)) return;
      if (AD_FLAGS.includes(value['is_ad'])) {
        if (value['is_ad'] !== 1) note('adFlagAsText', `${at}.is_ad`);
        return walk(AD, value, at, note, true);
      }
      return walk(CATEGORY, value, at, note, true);
    case 'list':
      if (Array.isArray(value)) return walkItems(shape, value, at, note);
      if (isNothing(value)) {
        if (value !== undefined || required) note('listNothing', at);
      } else {
        note('listUnreadable', at);
      }
      return;
    case 'page':
      return walkPage(shape, value, at, note);
  }
}

/** PHP may send the ad flag as a number, a string or a boolean (see `home-block.ts`). */
const AD_FLAGS: readonly unknown[] = [1, '1', true];

function walkPage(shape: ListShape, value: unknown, at: string, note: Note): void {
  if (Array.isArray(value)) {
    note('pageAsList', at);
    return walkItems(shape, value, at, note);
  }
  if (isNothing(value) || !isRecord(value)) return note('pageNothing', at);
  const data = value['data'];
  if (Array.isArray(data)) walkItems(shape, data, `${at}.data`, note);
  else note('pageWithoutData', `${at}.data`);
  walkLeaf('pageNumber', value['current_page'], `${at}.current_page`, note, true);
  walkLeaf('countOrZero', value['total'], `${at}.total`, note, true);
  walkLeaf('countOrZero', value['per_page'], `${at}.per_page`, note, true);
  const next = value['next_page_url'];
  if (next !== null && typeof next !== 'string') note('nextPageUnreadable', `${at}.next_page_url`);
}

function walkItems(shape: ListShape, items: readonly unknown[], at: string, note: Note): void {
  items.forEach((item, index) => {
    const where = `${at}[${index}]`;
    const result = v.safeParse(shape.schema, item);
    if (result.success) walk(shape.item, item, where, note, true);
    else note('itemDropped', where, firstIssue(result.issues));
  });
}

function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (issue === undefined) return '';
  const path = v.getDotPath(issue);
  return path === null ? issue.message : `${path}: ${issue.message}`;
}

/** How each number field is checked: what the decoder takes without its default. */
type NumberLeaf = 'id' | 'count' | 'countOrZero' | 'pageNumber' | 'numberOr' | 'nullableNumber';

const NUMBER_FIELDS: Readonly<Record<NumberLeaf, v.GenericSchema<unknown, number>>> = {
  id,
  count,
  countOrZero: count,
  pageNumber: id,
  numberOr: numeric,
  nullableNumber: numeric,
};

const API_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const UNIX_TIME = /^\s*\d+(?:\.\d+)?\s*$/;

function walkLeaf(leaf: Leaf, value: unknown, at: string, note: Note, required: boolean): void {
  if (value === undefined && !required) return;
  switch (leaf) {
    case 'id':
    case 'count':
    case 'countOrZero':
    case 'pageNumber':
    case 'numberOr':
    case 'nullableNumber':
      return walkNumber(leaf, value, at, note);
    case 'text':
      if (typeof value === 'number') note('textAsNumber', at);
      else if (typeof value !== 'string') note('textDefaulted', at);
      return;
    case 'date':
      if (typeof value === 'string' && API_DATE.test(value)) return;
      if (v.parse(apiDate, value) === null) return note('dateUnreadable', at);
      if (typeof value === 'number' || UNIX_TIME.test(String(value))) {
        return note('dateAsUnixTime', at);
      }
      return note('dateInOtherFormat', at);
    case 'image':
      if (value === null) return;
      if (v.parse(image, value) === null) return note('imageWithoutUrl', at);
      if (isRecord(value) && typeof value['type'] === 'number') note('textAsNumber', `${at}.type`);
      return;
    case 'placeholder':
      // The contract's `{ url, type }` or nothing is not read; a small data URL is the preview.
      if (value === null || isRecord(value)) return;
      if (v.parse(placeholder, value) === null) note('placeholderIgnored', at);
      return;
    case 'string':
      // Read as it is (a link, a keyword, a visitor's id): nothing lenient to say.
      return;
  }
}

function walkNumber(leaf: NumberLeaf, value: unknown, at: string, note: Note): void {
  if (leaf === 'nullableNumber' && value === null) return;
  if (!v.is(NUMBER_FIELDS[leaf], value)) return note('numberDefaulted', at);
  if (typeof value === 'string') note('numberAsText', at);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
