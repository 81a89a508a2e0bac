import { SEARCH_HISTORY_CAP } from './constants';

/** The separator of the stored search history (`listStr`), as the old site wrote it. */
const SEPARATOR = ',';

/**
 * The keyword as it can be stored: without surrounding blanks, and with each ASCII comma (the
 * storage separator) turned into a space, so `a,b` is kept as `a b` rather than split in two.
 */
function storableKeyword(keyword: string): string {
  return keyword.replaceAll(SEPARATOR, ' ').trim();
}

/**
 * The search history after searching `keyword`, newest first: added at the front only if not
 * already present (an existing keyword keeps its place), empty keywords ignored, at most
 * {@link SEARCH_HISTORY_CAP} kept. Returns `list` itself when nothing changes.
 */
export function addSearchKeyword(list: readonly string[], keyword: string): readonly string[] {
  const storable = storableKeyword(keyword);
  if (storable === '' || list.includes(storable)) return list;
  return [storable, ...list].slice(0, SEARCH_HISTORY_CAP);
}

/** The stored search history (`listStr`, comma-separated, newest first) as a clean list. */
export function parseSearchHistory(listStr: unknown): string[] {
  if (typeof listStr !== 'string') return [];
  const keywords = listStr.split(SEPARATOR).map((keyword) => keyword.trim());
  return [...new Set(keywords)].filter((keyword) => keyword !== '').slice(0, SEARCH_HISTORY_CAP);
}

/** The search history in its stored form; {@link parseSearchHistory} reads it back unchanged. */
export function serialiseSearchHistory(list: readonly string[]): string {
  const keywords = list.map(storableKeyword).filter((keyword) => keyword !== '');
  return [...new Set(keywords)].slice(0, SEARCH_HISTORY_CAP).join(SEPARATOR);
}
