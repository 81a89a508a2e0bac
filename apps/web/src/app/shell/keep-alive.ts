/** A kept-alive view: its key and what it was last shown with (e.g. its location). */
export interface KeptView<T> {
  readonly key: string;
  readonly value: T;
}

/**
 * The kept-alive views after showing `key` with `value`: the view moves to the end (most recently
 * shown) with its new value; past `max` the least recently shown view is dropped (and unmounted).
 * Returns `views` itself when nothing changes, so that React can skip the update.
 */
export function keepAlive<T>(
  views: readonly KeptView<T>[],
  key: string,
  value: T,
  max: number,
): readonly KeptView<T>[] {
  const last = views.at(-1);
  if (last?.key === key && last.value === value) return views;
  const next = [...views.filter((view) => view.key !== key), { key, value }];
  return next.length > max ? next.slice(next.length - max) : next;
}
