import type { Context } from 'hono';
import * as v from 'valibot';
import { badParam } from './api-error';

const WHOLE_NUMBER = /^\d+$/;

/** A whole-number query value; `fallback` when absent or empty, 400 when unreadable. */
export function queryInt(c: Context, name: string, fallback?: number): number {
  const text = c.req.query(name);
  if ((text === undefined || text === '') && fallback !== undefined) return fallback;
  if (text === undefined || !WHOLE_NUMBER.test(text)) throw badParam(name);
  return Number(text);
}

/** The 1-based `page` query; 1 when absent. */
export function pageParam(c: Context): number {
  const value = queryInt(c, 'page', 1);
  if (value < 1) throw badParam('page');
  return value;
}

/** A required non-empty query value of at most `maxLength` characters. */
export function queryText(c: Context, name: string, maxLength = MAX_TEXT_LENGTH): string {
  const text = c.req.query(name)?.trim();
  if (text === undefined || text === '' || text.length > maxLength) throw badParam(name);
  return text;
}

/** The visitor's identification code from the query (`uuid`). */
export function queryCode(c: Context): string {
  return queryText(c, 'uuid', MAX_CODE_LENGTH);
}

/** A whole-number path segment; 400 when it is not one. */
export function pathInt(c: Context, name: string): number {
  const text = c.req.param(name) ?? '';
  if (!WHOLE_NUMBER.test(text)) throw badParam(name);
  return Number(text);
}

/** One of `allowed`, `fallback` when absent; 400 otherwise. */
export function queryChoice<T extends string>(
  c: Context,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const text = c.req.query(name);
  if (text === undefined || text === '') return fallback;
  if (!(allowed as readonly string[]).includes(text)) throw badParam(name);
  return text as T;
}

/** `application/json` or a `+json` type, with or without parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
/** `text/plain`, which a page-view beacon sends to avoid a CORS preflight. */
const TEXT_TYPE = /^text\/plain\s*(?:;|$)/i;

/**
 * The JSON body checked against `schema`; 400 names the first field that failed. The body must
 * say it is JSON: a cross-origin page can post `text/plain` without a preflight, so only routes
 * that take beacons (`text: true`, harmless page views) accept text too.
 */
export async function readBody<T extends v.GenericSchema>(
  c: Context,
  schema: T,
  accepts: { readonly text?: boolean } = {},
): Promise<v.InferOutput<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!JSON_TYPE.test(type) && !(accepts.text === true && TEXT_TYPE.test(type))) {
    throw badParam('body');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw badParam('body');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw badParam(v.getDotPath(result.issues[0]) ?? 'body');
  return result.output;
}

/**
 * The longest values the server takes: an identification code (the app's are up to 12
 * characters; older clients' codes may be longer), a `site`, a route of a page view, a title,
 * feedback text, and any other text field.
 */
export const MAX_CODE_LENGTH = 64;
export const MAX_SITE_LENGTH = 64;
export const MAX_PATH_LENGTH = 1_024;
export const MAX_TITLE_LENGTH = 200;
export const MAX_CONTENT_LENGTH = 1_000;
export const MAX_TEXT_LENGTH = 256;

/** Body field schemas shared by the favourites calls. */
export const videoId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1));
export const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
/** A non-empty text of at most `maxLength` characters. */
export const shortText = (maxLength: number) => v.pipe(nonEmpty, v.maxLength(maxLength));
export const owner = { uuid: shortText(MAX_CODE_LENGTH), site: shortText(MAX_SITE_LENGTH) };
