export { invalid } from './lib/codec';
export type { Codec, Invalid, Validator } from './lib/codec';
export {
  flagCodec,
  jsonCodec,
  numberCodec,
  oneOfCodec,
  stringCodec,
  stringListCodec,
} from './lib/codecs';
export { arrayOf, isRecord, recordWithDefaults } from './lib/validators';
export { defineKey } from './lib/storage-key';
export type { StorageKey } from './lib/storage-key';
export { colorSchemeKey, defaultXbbBonus, storageKeys } from './lib/storage-keys';
export { keptFilmsKey } from './lib/kept-films-key';
export type { ColorSchemeChoice, FindTab } from './lib/storage-keys';
export type { ExternalChangeListener, StorageAdapter } from './lib/storage-adapter';
export { browserAdapter } from './lib/browser-adapter';
export { memoryAdapter } from './lib/memory-adapter';
export { createStorage } from './lib/create-storage';
export type { StorageLogger, StorageOptions, TypedStorage } from './lib/create-storage';
export { storage } from './lib/default-storage';
export { readOnce } from './lib/read-once';
export { cryptoRandom } from './lib/crypto-random';
export { ensureVisitorCode } from './lib/visitor-code';
