import { useEffect, useState } from 'react';
import type { EncryptedImage } from '@video/domain';
import { useServices } from '../../app/services';

/** The displayable URL of an encrypted image once decoded; undefined before, or when it fails. */
export function useDecodedImage(image: EncryptedImage | null): string | undefined {
  const { loadImage } = useServices();
  const [decoded, setDecoded] = useState<{ image: EncryptedImage; url: string }>();

  useEffect(() => {
    if (image === null) return;
    const controller = new AbortController();
    loadImage(image, controller.signal).then(
      (url) => setDecoded({ image, url }),
      () => undefined, // No poster: the player's black box stays, nothing else depends on it.
    );
    return () => controller.abort();
  }, [image, loadImage]);

  // A URL decoded for an earlier image is not this one's.
  return decoded?.image === image && decoded.url !== '' ? decoded.url : undefined;
}
