import {
  type EncryptedImage,
  type Favourite,
  favouriteCover,
  type HistoryEntry,
} from '@video/domain';

/** What a collect grid card shows: a watched or favourited video. */
export interface MyVideoItem {
  readonly id: number;
  readonly title: string;
  readonly cover: EncryptedImage | null;
}

/** Which grid `/collectVideo?type=` asks for. */
export type MyVideosType = 'history' | 'favourites';

/**
 * The grid of a `type` query value: the watch history for `history` only; any other value, or
 * none, is the favourites (我的收藏), as the page's title rule has it.
 */
export function parseMyVideosType(value: string | null): MyVideosType {
  return value === 'history' ? 'history' : 'favourites';
}

export function historyItem(entry: HistoryEntry): MyVideoItem {
  return { id: entry.id, title: entry.title, cover: entry.coverbase64 };
}

export function favouriteItem(favourite: Favourite): MyVideoItem {
  return { id: favourite.id, title: favourite.title, cover: favouriteCover(favourite) };
}
