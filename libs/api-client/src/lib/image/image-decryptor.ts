import { decryptImage, type ImageCipherConfig } from './cipher';

/** How the codec decrypts: on the main thread, or in a worker (see `createWorkerDecryptor`). */
export interface ImageDecryptor {
  /** Plaintext bytes; rejects on a wrong key or corrupt data. May take ownership of `data`. */
  decrypt(cipher: ImageCipherConfig, data: Uint8Array): Promise<Uint8Array>;
  /** Frees what the decryptor holds (a worker); pending decryptions reject. */
  destroy(): void;
}

/** Decrypts on the calling thread: the fallback where workers are missing or broken. */
export const inlineDecryptor: ImageDecryptor = {
  // async: a throw becomes the rejection.
  decrypt: async (cipher, data) => decryptImage(cipher, data),
  destroy: () => undefined,
};
