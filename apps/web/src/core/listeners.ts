/**
 * The listeners of something that changes (an offer, the connection, the colour scheme, the
 * location), called in turn on each change. `add` returns the unsubscribe, as
 * `useSyncExternalStore` expects of a `subscribe`.
 */
export function listeners() {
  const all = new Set<() => void>();
  return {
    add(listener: () => void): () => void {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notify(): void {
      for (const listener of [...all]) listener();
    },
    clear(): void {
      all.clear();
    },
  };
}
