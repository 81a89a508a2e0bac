/** The Cache API cache the kept films' files live in; the service worker answers from it. */
export const KEPT_FILMS_CACHE = 'kept-films';

/**
 * Where a kept film's files live, by their addresses: the browser's Cache API in the app, where
 * the service worker answers the player's requests from it with no network at all; a memory
 * store in tests. Each file is the reply the server sent for it.
 */
export interface FilmBytes {
  /** Of `urls`, those kept. */
  kept(urls: readonly string[]): Promise<ReadonlySet<string>>;
  /** The kept file at `url`, or undefined. */
  read(url: string): Promise<Response | undefined>;
  /**
   * Keeps `response` as the file at `url`; rejects (a `QuotaExceededError` where the browser's
   * storage is full) when it cannot.
   */
  put(url: string, response: Response): Promise<void>;
  /** Forgets the files of `urls`. */
  remove(urls: readonly string[]): Promise<void>;
}

/** The kept films' files in the Cache API's cache `name`. */
export function cacheFilmBytes(caches: CacheStorage, name = KEPT_FILMS_CACHE): FilmBytes {
  const open = () => caches.open(name);
  return {
    async kept(urls) {
      const cache = await open();
      const keys = new Set((await cache.keys()).map((request) => request.url));
      return new Set(urls.filter((url) => keys.has(url)));
    },
    async read(url) {
      return (await open()).match(url);
    },
    async put(url, response) {
      await (await open()).put(url, response);
    },
    async remove(urls) {
      const cache = await open();
      await Promise.all(urls.map((url) => cache.delete(url)));
    },
  };
}

/**
 * Kept files in memory, for tests: `quotaBytes` stands for the browser's storage, past which
 * `put` fails as a full disk does.
 */
export function memoryFilmBytes(quotaBytes = Number.POSITIVE_INFINITY) {
  const files = new Map<string, { body: ArrayBuffer; headers: Headers; status: number }>();
  const used = () => [...files.values()].reduce((total, file) => total + file.body.byteLength, 0);
  const bytes: FilmBytes = {
    kept: (urls) => Promise.resolve(new Set(urls.filter((url) => files.has(url)))),
    read(url) {
      const file = files.get(url);
      return Promise.resolve(
        file && new Response(file.body.slice(0), { status: file.status, headers: file.headers }),
      );
    },
    async put(url, response) {
      const body = await response.arrayBuffer();
      if (used() - (files.get(url)?.body.byteLength ?? 0) + body.byteLength > quotaBytes) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      files.set(url, { body, headers: response.headers, status: response.status });
    },
    remove(urls) {
      urls.forEach((url) => files.delete(url));
      return Promise.resolve();
    },
  };
  return { bytes, files, used };
}
