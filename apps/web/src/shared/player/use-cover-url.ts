import type { EncryptedImage } from '@video/domain';
import { useImageUrl } from '@video/ui';
import { useServices } from '../../core/services';

/**
 * The decrypted cover of a video as a URL (the image codec owns and revokes it), for the
 * player's poster and the lock screen; undefined until it is ready or when it fails (the frame
 * stays black then). A cover already decrypted (the screen's arrival calls fetched it) is there
 * from the first render.
 */
export function useCoverUrl(cover: EncryptedImage | null | undefined): string | undefined {
  const { loadImage } = useServices();
  return useImageUrl(cover, loadImage) || undefined;
}
