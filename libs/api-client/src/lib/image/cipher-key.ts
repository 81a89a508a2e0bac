const KEY_HEX = /^[0-9a-f]{32}$/i;

/**
 * True when `key` is a usable AES-128 key in hex. Apart from the cipher so that validating the
 * config does not load the cipher code on the main thread.
 */
export function isValidCipherKey(key: string): boolean {
  return KEY_HEX.test(key);
}
