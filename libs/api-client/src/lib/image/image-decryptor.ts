import type { ImageCipherConfig } from './cipher';

/** How the codec decrypts: on the main thread, or in a worker (see `createWorkerDecryptor`). */
export interface ImageDecryptor {
  /** Plaintext bytes; rejects on a wrong key or corrupt data. May take ownership of `data`. */
  decrypt(cipher: ImageCipherConfig, data: Uint8Array): Promise<Uint8Array>;
  /** Gets ready for a first `decrypt` (a worker starts loading its script); optional. */
  prepare?(): void;
  /** Frees what the decryptor holds (a worker); pending decryptions reject. */
  destroy(): void;
}

/**
 * Decrypts on the calling thread: the fallback where workers are missing or broken. The cipher
 * code is loaded on first use, so pages whose worker works never download it on the main thread.
 */
export const inlineDecryptor: ImageDecryptor = {
  decrypt: async (cipher, data) => (await import('./cipher')).decryptImage(cipher, data),
  destroy: () => undefined,
};
