const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ENCODED = /^[A-Za-z0-9_-]*$/;

/**
 * Base64url without padding (RFC 4648 §5) of a string of code units below 256 (Latin-1),
 * implemented here because the domain may not rely on the `btoa` global.
 */
export function encodeBase64Url(text: string): string {
  let out = '';
  for (let start = 0; start < text.length; start += 3) {
    const chunk = text.slice(start, start + 3);
    const bits = [...chunk].reduce((acc, char) => (acc << 8) | (char.charCodeAt(0) & 0xff), 0);
    const padded = bits << (8 * (3 - chunk.length));
    const sextets = chunk.length + 1;
    for (let index = 0; index < sextets; index += 1) {
      out += ALPHABET.charAt((padded >> (18 - 6 * index)) & 0x3f);
    }
  }
  return out;
}

/**
 * The Latin-1 string `text` encodes, or null when it is not canonical unpadded base64url:
 * foreign characters, an impossible length, or stray bits in the last character.
 */
export function decodeBase64Url(text: string): string | null {
  if (!ENCODED.test(text) || text.length % 4 === 1) return null;
  let out = '';
  for (let start = 0; start < text.length; start += 4) {
    const chunk = text.slice(start, start + 4);
    const bits = [...chunk].reduce((acc, char) => (acc << 6) | ALPHABET.indexOf(char), 0);
    const padded = bits << (6 * (4 - chunk.length));
    for (let index = 0; index < chunk.length - 1; index += 1) {
      out += String.fromCharCode((padded >> (16 - 8 * index)) & 0xff);
    }
  }
  return encodeBase64Url(out) === text ? out : null;
}
