import { useEffect, useState } from 'react';
import type { EncryptedImage } from '@video/domain';
import { useServices } from '../../core/services';

/**
 * The decrypted cover of a video as a URL (the image codec owns and revokes it), for the
 * player's poster and the lock screen; undefined until it is ready or when it fails.
 */
export function useCoverUrl(cover: EncryptedImage | null | undefined): string | undefined {
  const { loadImage } = useServices();
  const [loaded, setLoaded] = useState<{ cover: EncryptedImage; url: string } | null>(null);

  useEffect(() => {
    if (!cover) return;
    const controller = new AbortController();
    loadImage(cover, controller.signal).then(
      (url) => {
        if (!controller.signal.aborted && url) setLoaded({ cover, url });
      },
      () => undefined, // No poster then: the frame stays black.
    );
    return () => controller.abort();
  }, [cover, loadImage]);

  return loaded !== null && loaded.cover === cover ? loaded.url : undefined;
}
