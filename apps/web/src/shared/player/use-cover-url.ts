import { useEffect, useState } from 'react';
import type { EncryptedImage } from '@video/domain';
import { useServices } from '../../core/services';

/**
 * The decrypted cover of a video as a URL (the image codec owns and revokes it), for the
 * player's poster and the lock screen; undefined until it is ready or when it fails. A cover
 * already decrypted (the screen's first calls fetched it) is there from the first render.
 */
export function useCoverUrl(cover: EncryptedImage | null | undefined): string | undefined {
  const { loadImage } = useServices();
  const [loaded, setLoaded] = useState<{ cover: EncryptedImage; url: string } | null>(null);

  useEffect(() => {
    if (!cover) return;
    const controller = new AbortController();
    loadImage(cover, controller.signal).then(
      (url) => {
        if (controller.signal.aborted || !url) return;
        setLoaded((previous) =>
          previous?.cover === cover && previous.url === url ? previous : { cover, url },
        );
      },
      () => undefined, // No poster then: the frame stays black.
    );
    return () => controller.abort();
  }, [cover, loadImage]);

  if (loaded !== null && loaded.cover === cover) return loaded.url;
  return cover ? loadImage.cached?.(cover) : undefined;
}
