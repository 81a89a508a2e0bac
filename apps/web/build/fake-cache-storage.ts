/**
 * A Cache API in memory for the worker's plugins under test: caches by name, entries by URL
 * (paths resolved against `base`), `Vary` not honoured.
 */
export function fakeCacheStorage(base: string) {
  const named = new Map<string, Map<string, Response>>();
  const urlOf = (key: RequestInfo | URL) =>
    new URL(typeof key === 'string' || key instanceof URL ? key : key.url, base).href;
  const cacheOf = (entries: Map<string, Response>) => ({
    put: async (key: RequestInfo | URL, response: Response) =>
      void entries.set(urlOf(key), response.clone()),
    match: async (key: RequestInfo | URL) => entries.get(urlOf(key))?.clone(),
    delete: async (key: RequestInfo | URL) => entries.delete(urlOf(key)),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
  });
  const open = async (name: string) => {
    const entries = named.get(name) ?? new Map<string, Response>();
    named.set(name, entries);
    return cacheOf(entries);
  };
  return {
    open,
    delete: async (name: string) => named.delete(name),
    has: async (name: string) => named.has(name),
    match: async (key: RequestInfo | URL, options: { cacheName?: string } = {}) => {
      const entries = options.cacheName === undefined ? undefined : named.get(options.cacheName);
      return entries ? cacheOf(entries).match(key) : undefined;
    },
    /** The URLs kept in cache `name`. */
    urls: (name: string) => [...(named.get(name)?.keys() ?? [])],
  };
}
