import { encryptImage, type ImageCipherConfig } from '../../lib/image/cipher';
import { IMAGE_FORMATS, type ImageKind } from '../links';
import { createRandom, seedFromText } from '../random';
import { drawImage } from './cover-art';
import { encodeJpeg } from './jpeg';
import { encodePng } from './png';

/** Encrypted images, made on first request and kept in a bounded least-recently-used cache. */
export interface CoverStore {
  /** `iv ‖ AES-128-CBC(file)` of image `id` of `kind`, a JPEG or PNG file by its kind. */
  get(kind: ImageKind, id: number): Promise<Uint8Array>;
}

/** Enough for every cover a few screens show, small enough to stay a few MB. */
const DEFAULT_CAPACITY = 512;

/**
 * A cover store encrypting with `cipher`. The IV derives from the image, so the same key always
 * serves the same bytes (stable for HTTP caches and snapshot tests).
 */
export function createCoverStore(
  cipher: ImageCipherConfig,
  capacity = DEFAULT_CAPACITY,
): CoverStore {
  const cache = new Map<string, Promise<Uint8Array>>();
  return {
    get(kind, id) {
      const key = `${kind}:${id}`;
      const cached = cache.get(key);
      if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const made = makeCover(cipher, kind, id);
      made.catch(() => cache.delete(key));
      cache.set(key, made);
      if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      return made;
    },
  };
}

async function makeCover(
  cipher: ImageCipherConfig,
  kind: ImageKind,
  id: number,
): Promise<Uint8Array> {
  const picture = drawImage(kind, id);
  const file = IMAGE_FORMATS[kind] === 'jpeg' ? encodeJpeg(picture) : await encodePng(picture);
  const random = createRandom(seedFromText(`iv:${kind}:${id}`));
  const iv = Uint8Array.from({ length: 16 }, () => random.int(0, 255));
  return encryptImage(cipher, iv, file);
}
