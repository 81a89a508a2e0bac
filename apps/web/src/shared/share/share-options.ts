import { embedAddress, type EmbeddedFilm, iframeCode } from '@video/domain';

/** What a player offers to share: the page's own address, and the film to embed elsewhere. */
export interface ShareOptions {
  /** The film's title: the share sheet's text and the frame's name. */
  readonly title: string;
  /** The page's own address. */
  readonly url: string;
  /** The `<iframe>` code of the embeddable player showing the film. */
  readonly embed: string;
}

/** The share options of `film` shown at `url` on `origin`. */
export function shareOptions(
  film: EmbeddedFilm & { readonly title: string },
  url: string,
  origin: string,
): ShareOptions {
  return {
    title: film.title,
    url,
    embed: iframeCode(embedAddress(origin, film), film.title),
  };
}
