import { generateCode } from '@video/domain';
import type { TypedStorage } from './create-storage';
import { storageKeys } from './storage-keys';
import { cryptoRandom } from './crypto-random';

/**
 * Gives a first-time visitor their identification code, drawn from `random` (by default the
 * browser's cryptographic source: the code is the only key to the visitor's favourites).
 */
export function ensureVisitorCode(store: TypedStorage, random: () => number = cryptoRandom): void {
  if (!store.get(storageKeys.uuid)) store.set(storageKeys.uuid, generateCode(random));
}
