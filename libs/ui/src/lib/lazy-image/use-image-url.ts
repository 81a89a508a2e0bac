import type { EncryptedImage } from '@video/domain';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ImageLoader } from './lazy-image';

/**
 * The displayable URL of an encrypted image: undefined while it loads (or when there is none, or
 * `enabled` is false and it is not loaded yet), '' when it failed. An image the loader has
 * already loaded (`load.cached`) is there in the first render; one that finishes loading
 * between render and commit shows in the same paint. Aborts its load when the image changes or
 * the component leaves.
 */
export function useImageUrl(
  image: EncryptedImage | null | undefined,
  load: ImageLoader,
  enabled = true,
): string | undefined {
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  const url = image?.url;
  const type = image?.type;

  useEffect(() => {
    if (url === undefined || type === undefined || !enabled) return;
    const controller = new AbortController();
    const settle = (src: string) => {
      if (controller.signal.aborted) return;
      // The same answer as the cache gave the render changes nothing: no second render.
      setLoaded((previous) =>
        previous?.url === url && previous.src === src ? previous : { url, src },
      );
    };
    load({ url, type }, controller.signal).then(settle, () => settle(''));
    return () => controller.abort();
  }, [url, type, enabled, load]);

  // A result for an earlier image counts as still loading the current one.
  const src =
    loaded !== null && loaded.url === url
      ? loaded.src
      : url !== undefined && type !== undefined
        ? load.cached?.({ url, type })
        : undefined;

  // An image that finished loading while the screen rendered shows in the same paint: the commit
  // asks the cache once more, before the browser paints, instead of waiting for the effect's turn.
  useLayoutEffect(() => {
    if (src !== undefined || url === undefined || type === undefined) return;
    const ready = load.cached?.({ url, type });
    // A render before the paint is the point here, not a cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ready !== undefined) setLoaded({ url, src: ready });
  }, [src, url, type, load]);

  return src;
}
