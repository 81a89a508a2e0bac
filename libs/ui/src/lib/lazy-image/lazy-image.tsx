import { type EncryptedImage, format } from '@video/domain';
import { useEffect, useLayoutEffect, useState } from 'react';
import { type Ratio, toCssRatio } from '../aspect-ratio';
import { classNames } from '../class-names';
import { BrokenImageIcon } from '../icons';
import styles from './lazy-image.module.css';
import { useNearViewport } from '../near-viewport';

/** Turns an encrypted image into a displayable URL; '' or a rejection means it failed. */
export interface ImageLoader {
  (image: EncryptedImage, signal: AbortSignal): Promise<string>;
  /**
   * The URL of an image already loaded, or undefined: such an image shows in the first render,
   * with no placeholder frame in between (a screen opened again, an image its first calls
   * fetched before it rendered).
   */
  readonly cached?: (image: EncryptedImage) => string | undefined;
}

export interface LazyImageProps {
  image: EncryptedImage | null;
  /** The app passes the api-client image codec; the codec owns (and revokes) the URLs. */
  load: ImageLoader;
  /** The box's ratio (750:422, 2.3): it is reserved before loading. */
  ratio: Ratio;
  /** The image's text alternative; '' when it is decorative (e.g. a card named by its title). */
  alt: string;
  /** Load at once, not when scrolled near: for images in the first viewport. */
  priority?: boolean;
  className?: string;
}

/** Starts loading this far before the image scrolls into view. */
const PRELOAD_MARGIN = '200px';

/**
 * An encrypted image, loaded when it comes near the viewport, in a box of a fixed ratio so
 * nothing moves while it loads. Shows a placeholder while loading and 图片加载失败 on failure.
 */
export function LazyImage({
  image,
  load,
  ratio,
  alt,
  priority = false,
  className,
}: LazyImageProps) {
  const [ref, near] = useNearViewport({ rootMargin: PRELOAD_MARGIN });
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  const url = image?.url;
  const type = image?.type;
  const shouldLoad = near || priority;

  useEffect(() => {
    if (url === undefined || type === undefined || !shouldLoad) return;
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
  }, [url, type, shouldLoad, load]);

  // A result for an earlier image counts as still loading the current one.
  const src =
    loaded !== null && loaded.url === url
      ? loaded.src
      : url !== undefined && type !== undefined
        ? load.cached?.({ url, type })
        : undefined;
  const failed = image === null || src === '';

  // An image that finished loading while the screen rendered shows in the same paint: the commit
  // asks the cache once more, before the browser paints, instead of waiting for the effect's turn.
  useLayoutEffect(() => {
    if (src !== undefined || url === undefined || type === undefined) return;
    const ready = load.cached?.({ url, type });
    // A render before the paint is the point here, not a cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ready !== undefined) setLoaded({ url, src: ready });
  }, [src, url, type, load]);

  return (
    <span
      ref={ref}
      className={classNames(styles.frame, className)}
      style={{ aspectRatio: toCssRatio(ratio) }}
    >
      {failed ? (
        <span className={styles.error} role="img" aria-label={format('image.error')}>
          <BrokenImageIcon />
        </span>
      ) : (
        src && <img className={styles.image} src={src} alt={alt} decoding="async" />
      )}
    </span>
  );
}
