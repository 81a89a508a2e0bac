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

export function historyItem(entry: HistoryEntry): MyVideoItem {
  return { id: entry.id, title: entry.title, cover: entry.coverbase64 };
}

export function favouriteItem(favourite: Favourite): MyVideoItem {
  return { id: favourite.id, title: favourite.title, cover: favouriteCover(favourite) };
}
