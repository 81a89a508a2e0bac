import { resolveObjectURL } from 'node:buffer';
import {
  createImageCodec,
  type ImageCipherConfig,
  ImageLoadError,
  inlineDecryptor,
} from '@video/api-client';
import type { EncryptedImage } from '@video/domain';
import type { FoundImage } from './app-calls';
import { printable } from './printable';
import { describeError, type Exchange, type Recorder } from './recorder';

/** Whether one cover turned into an image with the configured key, as the app's codec does it. */
export interface CoverCheck {
  readonly what: string;
  readonly url: string;
  readonly ok: boolean;
  /** The image's format and size, or why it failed. */
  readonly detail: string;
  /** Why a browser on the app's origin would not let the codec read the bytes. */
  readonly cors: readonly string[];
  readonly exchanges: readonly Exchange[];
}

/** The first bytes of each raster format a cover may be. */
const SIGNATURES: readonly (readonly [string, (bytes: Uint8Array) => boolean])[] = [
  ['JPEG', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['PNG', (b) => ascii(b, 1, 4) === 'PNG'],
  ['GIF', (b) => ascii(b, 0, 4) === 'GIF8'],
  ['WebP', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
  ['AVIF', (b) => ascii(b, 4, 8) === 'ftyp'],
];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

const IMAGE_FAILURES: Readonly<Record<string, string>> = {
  type: 'its type is not a raster image the app shows',
  network: 'no answer',
  http: 'the server refused it',
  empty: 'it is empty',
  decrypt: 'it does not decrypt with the configured key',
};

/**
 * Loads each image with the app's image codec (fetch, decrypt with `cipher`) and checks that
 * what comes out is an image.
 */
export async function checkCovers(
  images: readonly FoundImage[],
  cipher: ImageCipherConfig,
  recorder: Recorder,
): Promise<CoverCheck[]> {
  const codec = createImageCodec({ fetch: recorder.fetch, cipher, decryptor: inlineDecryptor });
  const checks: CoverCheck[] = [];
  try {
    for (const { what, image } of images) {
      const outcome = await loadOne(codec.load(image), image);
      const exchanges = recorder.take();
      const cors = exchanges.flatMap((exchange) => exchange.corsProblems);
      const status = exchanges.at(-1)?.status;
      const detail =
        outcome.ok || status === undefined || status < 300
          ? outcome.detail
          : `${outcome.detail} (HTTP ${status})`;
      checks.push({
        what,
        url: image.url,
        ok: outcome.ok && cors.length === 0,
        detail,
        cors,
        exchanges,
      });
    }
  } finally {
    codec.destroy();
  }
  return checks;
}

async function loadOne(
  loading: Promise<string>,
  image: EncryptedImage,
): Promise<{ ok: boolean; detail: string }> {
  let objectUrl: string;
  try {
    objectUrl = await loading;
  } catch (error) {
    if (error instanceof ImageLoadError) {
      return { ok: false, detail: IMAGE_FAILURES[error.reason] ?? error.reason };
    }
    return { ok: false, detail: printable(describeError(error)) };
  }
  const blob = resolveObjectURL(objectUrl);
  const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
  const format = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  if (format === undefined) {
    return { ok: false, detail: 'it decrypts, but not to an image: the key is not the one used' };
  }
  const declared = printable(image.type || 'jpeg', 20);
  return { ok: true, detail: `a ${format} image of ${bytes.length} bytes (type ${declared})` };
}
