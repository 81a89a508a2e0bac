/**
 * What the app may rely on after decoding, stated strictly and apart from the decoders: exact keys,
 * ids that are positive safe integers, counts that are finite and not negative, dates a `Date` can
 * hold. The fuzz specs check every decoded value against these.
 */
import * as v from 'valibot';

const id = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const finite = v.pipe(v.number(), v.finite());
const count = v.pipe(finite, v.minValue(0));
/** Epoch ms inside the range of `Date` (±8.64e15), so formatting it cannot throw. */
const date = v.nullable(v.pipe(finite, v.minValue(-8.64e15), v.maxValue(8.64e15)));
const nonEmptyText = v.pipe(v.string(), v.nonEmpty());
const image = v.nullable(v.strictObject({ url: nonEmptyText, type: v.string() }));

const tag = v.strictObject({ id, name: v.string() });

const video = v.strictObject({
  id,
  title: v.string(),
  pageviews: count,
  duration: v.string(),
  rank: v.nullable(finite),
  createdAt: date,
  updatedAt: date,
  videoPath: v.string(),
  cover: image,
  coverPath: v.string(),
  tags: v.array(tag),
  /** Only a small raster image inline: nothing that could fetch, run or weigh. */
  placeholder: v.nullable(
    v.pipe(
      v.string(),
      v.regex(/^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z\d+/]+={0,2}$/),
      v.maxLength(8192),
    ),
  ),
});

const ad = v.strictObject({
  url: v.string(),
  image,
  title: v.string(),
  videoPath: v.nullable(nonEmptyText),
  durationSeconds: v.nullable(v.pipe(finite, v.minValue(Number.MIN_VALUE))),
});

const category = v.strictObject({
  id,
  name: v.string(),
  typeId: finite,
  iconPath: v.string(),
  order: finite,
  icon: image,
  videos: v.array(video),
});

const homeBlock = v.variant('kind', [
  v.strictObject({ kind: v.literal('category'), category }),
  v.strictObject({ kind: v.literal('ad'), ad }),
]);

const notice = v.strictObject({ id, title: v.string(), content: v.string(), updatedAt: date });

const hotGroup = v.strictObject({
  title: v.string(),
  keywords: v.array(
    v.pipe(
      v.string(),
      v.check((keyword) => keyword.trim() === keyword),
      v.nonEmpty(),
    ),
  ),
});

const favourite = v.strictObject({
  id,
  imgUrl: v.string(),
  imgType: v.string(),
  title: v.string(),
  path: v.string(),
  createdAt: date,
});

const favouriteUser = v.strictObject({ uuid: nonEmptyText, total: count });

function page<T extends v.GenericSchema>(item: T) {
  return v.strictObject({
    items: v.array(item),
    nextPageUrl: v.nullable(nonEmptyText),
    total: count,
    perPage: count,
    currentPage: id,
  });
}

const absoluteWebUrl = v.pipe(
  v.string(),
  v.check((url) => /^https?:$/.test(new URL(url).protocol), 'must be an http(s) URL'),
);

/** The strict shapes of decoded values, by what they are. */
export const wellFormed = {
  video,
  ad,
  category,
  homeBlock,
  notice,
  hotGroup,
  favourite,
  favouriteUser,
  tag,
  id,
  count,
  page,
  text: v.string(),
  acknowledgement: v.null(),
  envelope: v.strictObject({ code: finite, msg: v.string(), rescont: v.unknown() }),
  config: v.strictObject({
    apiBaseUrl: absoluteWebUrl,
    shareApiBaseUrl: absoluteWebUrl,
    shareApiCredentials: v.optional(v.boolean()),
    shareHosts: v.array(v.string()),
    shareSiteUrl: absoluteWebUrl,
    site: v.string(),
    authRequired: v.boolean(),
    isShowAd: v.boolean(),
    stats: v.nullable(v.strictObject({ siteId: v.string(), endpoint: absoluteWebUrl })),
    imageCipher: v.strictObject({
      algorithm: v.literal('aes-128-cbc'),
      key: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/i)),
    }),
    version: v.string(),
    siteName: nonEmptyText,
  }),
} satisfies Record<string, v.GenericSchema | ((item: v.GenericSchema) => v.GenericSchema)>;

/** Why `issues` is not a typed failure (one or more lines of text); empty when it is one. */
export function failureProblems(issues: readonly unknown[]): string[] {
  if (issues.length === 0) return ['a failure without issues'];
  return issues
    .filter((issue) => typeof issue !== 'string')
    .map((issue) => `an issue that is not text: ${String(issue)}`);
}

/** Why `value` does not have the shape of `schema`; empty when it does. */
export function shapeProblems(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success
    ? []
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}
