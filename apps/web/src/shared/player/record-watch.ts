import { addToHistory, type Video } from '@video/domain';
import { storageKeys, type TypedStorage } from '@video/storage';

/** Puts `video` first in the local watch history (`h5_history`), without duplicates. */
export function recordWatch(storage: TypedStorage, video: Video): void {
  const entry = { id: video.id, coverbase64: video.cover, title: video.title };
  storage.set(storageKeys.history, addToHistory(storage.get(storageKeys.history), entry));
}
