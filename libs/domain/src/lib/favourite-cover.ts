import type { EncryptedImage, Favourite } from './entities';

/**
 * The cover of a favourite: the share service keeps it as `imgUrl` and `imgType` rather than as
 * an encrypted-image object; a favourite saved without a cover has an empty `imgUrl`.
 */
export function favouriteCover({ imgUrl, imgType }: Favourite): EncryptedImage | null {
  return imgUrl === '' ? null : { url: imgUrl, type: imgType };
}
