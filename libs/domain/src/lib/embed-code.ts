import { encodeShareId } from './share-id';

/** Where the embeddable player lives on the site's origin. */
export const EMBED_BASE = '/embed/';

/** The film an embed shows: a share film plays only once unlocked, as on the site. */
export interface EmbeddedFilm {
  readonly id: number;
  readonly share?: boolean;
}

/**
 * The embeddable player's address for `film` on the site's `origin` (`https://v.example`):
 * `/embed/<id>`, or `/embed/share/<id>` for a share film.
 */
export function embedAddress(origin: string, { id, share = false }: EmbeddedFilm): string {
  const path = share ? `share/${encodeShareId(id)}` : String(id);
  return `${origin.replace(/\/+$/, '')}${EMBED_BASE}${path}`;
}

/** The size the `<iframe>` code proposes: 16:9, as the player. */
export const EMBED_WIDTH = 640;
export const EMBED_HEIGHT = 360;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe inside a double-quoted HTML attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The `<iframe>` code another site pastes to show the film: the player's address, 16:9, the
 * permissions a player needs (autoplay, full screen, picture-in-picture), lazy loading, and the
 * film's title as the frame's accessible name (escaped: a title is the server's text).
 */
export function iframeCode(src: string, title: string): string {
  return (
    `<iframe src="${escapeAttribute(src)}" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" ` +
    `title="${escapeAttribute(title)}" frameborder="0" loading="lazy" ` +
    `allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`
  );
}
