import { type EncryptedImage, format } from '@video/domain';
import { useState } from 'react';
import { type Ratio, toCssRatio } from '../aspect-ratio';
import { classNames } from '../class-names';
import { BrokenImageIcon } from '../icons';
import styles from './lazy-image.module.css';
import { useNearViewport } from '../near-viewport';
import { useImageUrl } from './use-image-url';

/** Turns an encrypted image into a displayable URL; '' or a rejection means it failed. */
export interface ImageLoader {
  (image: EncryptedImage, signal: AbortSignal): Promise<string>;
  /**
   * The URL of an image already loaded, or undefined: such an image shows in the first render,
   * with no placeholder frame in between (a screen opened again, an image its arrival calls
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
  /**
   * A tiny preview (a raster `data:` URL, e.g. a video's `placeholder`), shown blurred in the box
   * until the image has loaded and decoded; not on failure.
   */
  placeholder?: string | null;
  className?: string;
}

/** Starts loading this far before the image scrolls into view. */
const PRELOAD_MARGIN = '200px';

/**
 * An encrypted image, loaded when it comes near the viewport, in a box of a fixed ratio so
 * nothing moves while it loads. Shows a placeholder while loading (the preview if given, else
 * the box's colour) and 图片加载失败 on failure.
 */
export function LazyImage({
  image,
  load,
  ratio,
  alt,
  priority = false,
  placeholder,
  className,
}: LazyImageProps) {
  const [ref, near] = useNearViewport({ rootMargin: PRELOAD_MARGIN });
  const src = useImageUrl(image, load, near || priority);
  // The URL whose image is decoded: the preview under it goes then, not a frame before it paints.
  const [shown, setShown] = useState<string>();
  const failed = image === null || src === '';
  const covered = src !== undefined && src === shown;

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
        <>
          {placeholder && !covered && (
            <img className={styles.placeholder} src={placeholder} alt="" />
          )}
          {src && (
            <img
              className={styles.image}
              src={src}
              alt={alt}
              decoding="async"
              onLoad={({ currentTarget }) => {
                const done = () => setShown(src);
                currentTarget.decode().then(done, done);
              }}
            />
          )}
        </>
      )}
    </span>
  );
}
