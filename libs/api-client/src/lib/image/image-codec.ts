import type { EncryptedImage } from '@video/domain';
import type { ImageCipherConfig } from './cipher';
import type { ImageDecryptor } from './image-decryptor';
import { type ImageFailure, ImageLoadError } from './image-load-error';
import { imageMimeType } from './image-mime-type';
import { createLruCache } from './lru-cache';
import { createWorkerDecryptor } from './worker-decryptor';

export interface ImageCodecOptions {
  /** Fetches the encrypted bytes. */
  readonly fetch: typeof fetch;
  /** `config.imageCipher`. */
  readonly cipher: ImageCipherConfig;
  /** Object URLs kept; the least recently used beyond this are revoked. Default 200. */
  readonly maxEntries?: number;
  /**
   * How to decrypt. Default: a Web Worker with in-thread fallback, owned (and destroyed) by the
   * codec; a decryptor passed in stays its owner's to destroy.
   */
  readonly decryptor?: ImageDecryptor;
}

/** Turns encrypted covers into object URLs an `<img>` can show. */
export interface ImageCodec {
  /**
   * An object URL of the decrypted image. Loads of the same URL share one fetch and then the
   * cache. Rejects with {@link ImageLoadError}, or with `signal.reason` when aborted; failures
   * are not cached, so a later load retries. The URL stays valid until evicted or cleared.
   */
  load(image: EncryptedImage, signal?: AbortSignal): Promise<string>;
  /**
   * The object URL of an image already decrypted, or undefined: lets a view show it in its first
   * render instead of waiting a turn for {@link load}.
   */
  cached(image: EncryptedImage): string | undefined;
  /**
   * Gets the decryptor ready before the first cover arrives: the worker's script then loads
   * beside the API calls instead of after the first image's bytes.
   */
  prepare(): void;
  /** Revokes every cached object URL and aborts loads in flight. */
  clear(): void;
  /** {@link clear}, and stops the decryptor the codec created. */
  destroy(): void;
}

/** One fetch-and-decrypt shared by every caller waiting for the same URL. */
interface Flight {
  readonly promise: Promise<string>;
  readonly controller: AbortController;
  /** Callers still waiting; when the last abortable one gives up, the fetch is aborted. */
  waiters: number;
}

const DEFAULT_MAX_ENTRIES = 200;

/**
 * The image codec of the contract: fetch the bytes (without credentials), decrypt them with the
 * configured cipher (off the main thread where possible), wrap them as a `Blob` of
 * `image/<type>` (raster types only) and hand back an object URL, kept in an LRU cache that revokes what it drops.
 */
export function createImageCodec({
  fetch: fetchFn,
  cipher,
  maxEntries = DEFAULT_MAX_ENTRIES,
  decryptor,
}: ImageCodecOptions): ImageCodec {
  const decrypt = decryptor ?? createWorkerDecryptor();
  const cache = createLruCache<string, string>(maxEntries, (objectUrl) =>
    URL.revokeObjectURL(objectUrl),
  );
  const flights = new Map<string, Flight>();

  async function fetchBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
    const response = await fetchFn(url, { credentials: 'omit', signal }).catch((error: unknown) => {
      throw failure('network', url, signal, error);
    });
    if (!response.ok) throw failure('http', url, signal, response.status);
    const bytes = await response.arrayBuffer().catch((error: unknown) => {
      throw failure('network', url, signal, error);
    });
    return new Uint8Array(bytes);
  }

  async function decryptToBlob(image: EncryptedImage, signal: AbortSignal): Promise<Blob> {
    // Checked before anything is fetched: the API's type must not make the blob a document.
    const type = imageMimeType(image.type);
    if (type === null) throw failure('type', image.url, signal);
    const encrypted = await fetchBytes(image.url, signal);
    if (encrypted.length === 0) throw failure('empty', image.url, signal);
    const plain = await decrypt.decrypt(cipher, encrypted).catch((error: unknown) => {
      throw failure('decrypt', image.url, signal, error);
    });
    if (plain.length === 0) throw failure('empty', image.url, signal);
    return new Blob([plain as Uint8Array<ArrayBuffer>], { type });
  }

  function startFlight(image: EncryptedImage): Flight {
    const controller = new AbortController();
    const { signal } = controller;
    const promise = decryptToBlob(image, signal).then((blob) => {
      // Cleared or given up while decrypting: nobody would revoke the URL.
      if (signal.aborted) throw abortReason(signal);
      const objectUrl = URL.createObjectURL(blob);
      cache.set(image.url, objectUrl);
      return objectUrl;
    });
    const flight: Flight = { promise, controller, waiters: 0 };
    const land = () => {
      if (flights.get(image.url) === flight) flights.delete(image.url);
    };
    promise.then(land, land);
    flights.set(image.url, flight);
    return flight;
  }

  function abortFlight(url: string, flight: Flight): void {
    flights.delete(url);
    flight.controller.abort();
  }

  /** Waits for `flight` unless `signal` aborts first; the last waiter to leave aborts the fetch. */
  function waitFor(url: string, flight: Flight, signal: AbortSignal): Promise<string> {
    return new Promise((resolve, reject) => {
      const leave = () => {
        flight.waiters -= 1;
        if (flight.waiters === 0) abortFlight(url, flight);
        reject(abortReason(signal));
      };
      signal.addEventListener('abort', leave, { once: true });
      const settle = () => signal.removeEventListener('abort', leave);
      flight.promise.then(
        (objectUrl) => {
          settle();
          resolve(objectUrl);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }

  function clear(): void {
    for (const [url, flight] of [...flights]) abortFlight(url, flight);
    cache.clear();
  }

  return {
    load(image, signal) {
      const cached = cache.get(image.url);
      if (cached !== undefined) return Promise.resolve(cached);
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      const flight = flights.get(image.url) ?? startFlight(image);
      flight.waiters += 1;
      return signal ? waitFor(image.url, flight, signal) : flight.promise;
    },
    cached(image) {
      return cache.get(image.url);
    },
    prepare() {
      decrypt.prepare?.();
    },
    clear,
    destroy() {
      clear();
      if (!decryptor) decrypt.destroy();
    },
  };
}

/** An aborted load rejects with the abort's reason; any other failure is an {@link ImageLoadError}. */
function failure(reason: ImageFailure, url: string, signal: AbortSignal, cause?: unknown): unknown {
  return signal.aborted ? abortReason(signal) : new ImageLoadError(reason, url, { cause });
}

/** `signal.reason`, which WebViews before Chrome 98 lack. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The image load was aborted.', 'AbortError');
}
