import { cbc } from '@noble/ciphers/aes.js';
import { hexToBytes } from '@noble/ciphers/utils.js';

/** How cover images are encrypted: AES-128-CBC, PKCS#7 padding, the IV stored before the ciphertext. */
export interface ImageCipherConfig {
  readonly algorithm: 'aes-128-cbc';
  /** 32 hex characters (16 bytes). */
  readonly key: string;
}

const IV_BYTES = 16;
/**
 * Encrypts image bytes as the image service stores them: `iv ‖ AES-128-CBC(key, iv, bytes)`.
 * Pure JavaScript (@noble/ciphers), so it runs where `crypto.subtle` is missing.
 */
export function encryptImage(
  config: ImageCipherConfig,
  iv: Uint8Array,
  bytes: Uint8Array,
): Uint8Array {
  if (iv.length !== IV_BYTES) throw new Error('The IV must be 16 bytes.');
  const ciphertext = cbc(hexToBytes(config.key), iv).encrypt(bytes);
  const out = new Uint8Array(IV_BYTES + ciphertext.length);
  out.set(iv);
  out.set(ciphertext, IV_BYTES);
  return out;
}

/**
 * Decrypts bytes written by {@link encryptImage}. Throws on a wrong key, truncated data or bad
 * padding; the codec turns that into a failed image.
 */
export function decryptImage(config: ImageCipherConfig, data: Uint8Array): Uint8Array {
  if (data.length < IV_BYTES * 2 || (data.length - IV_BYTES) % IV_BYTES !== 0) {
    throw new Error('Encrypted image is truncated.');
  }
  return cbc(hexToBytes(config.key), data.subarray(0, IV_BYTES)).decrypt(data.subarray(IV_BYTES));
}
