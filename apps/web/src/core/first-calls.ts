import type { EncryptedImage } from '@video/domain';
import type { AppServices } from './services';
import type { AppStore } from './store/make-store';

/**
 * What first calls may use besides the store: the visitor's stored choices, and the image loader
 * to start the download of the screen's first cover as soon as its address is known.
 */
export type FirstCallServices = Pick<AppServices, 'storage' | 'loadImage'>;

/**
 * Starts a screen's first API calls for the address it opens at (`search`: the query string),
 * with the same arguments as its hooks, so that they find the replies in flight or cached.
 */
export type FirstCalls = (
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  search: string,
  services: FirstCallServices,
) => void;

/**
 * Starts the download and decryption of `image` (when there is one) so that it is ready when the
 * screen asks for it; settles once it is, never rejects: a failure is the screen's to show when it
 * asks for the same image.
 */
export async function startImage(
  { loadImage }: Pick<FirstCallServices, 'loadImage'>,
  image: EncryptedImage | null | undefined,
): Promise<void> {
  if (image) await loadImage(image).catch(() => undefined);
}
