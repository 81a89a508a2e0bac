import { type AppConfig, isTrustedCoverUrl } from '@video/api-client';
import { type EncryptedImage, type Favourite, favouriteCover } from '@video/domain';

/** Control and invisible format characters (bidi overrides, zero-width). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** Longest title shown of another visitor's favourite; the catalogue's are far shorter. */
const TITLE_MAX_LENGTH = 80;

/** Another visitor's title as one line of plain text, cut at {@link TITLE_MAX_LENGTH}. */
export function strangersTitle(posted: string): string {
  const title = [...posted.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim()];
  return title.length > TITLE_MAX_LENGTH
    ? `${title.slice(0, TITLE_MAX_LENGTH - 1).join('')}…`
    : title.join('');
}

/**
 * Another visitor's favourite as the film it names, whatever they posted: its id (a tap opens
 * the normal player by id, never their `path`), its title as one line of plain text, and its
 * cover only from where covers come from (`isTrustedCoverUrl`), else none.
 */
export function strangersFavourite(
  favourite: Favourite,
  config: AppConfig,
  pageUrl: string,
): { readonly id: number; readonly title: string; readonly cover: EncryptedImage | null } {
  const cover = favouriteCover(favourite);
  return {
    id: favourite.id,
    title: strangersTitle(favourite.title),
    cover: cover && isTrustedCoverUrl(cover.url, config, pageUrl) ? cover : null,
  };
}
