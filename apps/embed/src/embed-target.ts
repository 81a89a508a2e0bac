import { decodeShareId, EMBED_BASE, encodeShareId, parseVideoId } from '@video/domain';

/** What an embed address shows: a film, or a share film behind its lock. */
export type EmbedTarget =
  | { readonly kind: 'film'; readonly id: number }
  | { readonly kind: 'share'; readonly id: number; readonly shareId: string };

/**
 * The film an embed address names: `/embed/<id>` or `/embed?id=<id>` a film, `/embed/share/<id>`
 * or `/embed?share=<id>` a share film (its id as the share player's address carries it, or the
 * film's id). Null for anything else: the page then says the film does not exist.
 */
export function embedTarget(pathname: string, search: string): EmbedTarget | null {
  const query = new URLSearchParams(search);
  const segments = pathname.slice(EMBED_BASE.length).split('/').filter(Boolean);
  if (segments.length === 1) return film(segments[0]);
  if (segments.length === 2 && segments[0] === 'share') return share(segments[1]);
  if (segments.length > 0) return null;
  if (query.has('share')) return share(query.get('share'));
  return film(query.get('id'));
}

function film(text: string | null | undefined): EmbedTarget | null {
  const id = parseVideoId(text);
  return id === null ? null : { kind: 'film', id };
}

function share(text: string | null | undefined): EmbedTarget | null {
  const id = decodeShareId(text);
  return id === null ? null : { kind: 'share', id, shareId: encodeShareId(id) };
}

/**
 * The web app's page of the same film (去网站观看), on `siteOrigin`. The two addresses are the
 * site's (`routes` in `@video/routes`, which a test holds them to), written here rather than
 * imported: the table of every screen would cost the player a tenth of its byte budget.
 */
export function siteAddress(target: EmbedTarget, siteOrigin: string): string {
  const page =
    target.kind === 'film'
      ? `/playVideo?id=${target.id}`
      : `/playVideoShare?id=${encodeURIComponent(target.shareId)}`;
  return new URL(page, siteOrigin).href;
}
