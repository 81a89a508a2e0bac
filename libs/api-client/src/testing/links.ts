/** An encrypted image as the API sends it: fetch `url`, decrypt, show as `image/<type>`. */
export interface EncryptedImageJson {
  url: string;
  type: string;
}

/** What a generated image depicts; each kind has its own size. */
export type ImageKind = 'video' | 'icon' | 'ad';

/** The URLs the reference server hands out, built for one origin. */
export interface ReferenceLinks {
  /** The encrypted PNG of a video cover, category icon or ad. */
  image(kind: ImageKind, id: number): EncryptedImageJson;
  /** The HLS master playlist of a media clip such as `clip-1` or `short-2`. */
  clip(name: string): string;
  /** `url` made absolute against the origin (absolute URLs stay as they are). */
  resolve(url: string): string;
}

/** Path of an encrypted image on the reference server: `/covers/{kind}/{id}.png.enc`. */
function imagePath(kind: ImageKind, id: number): string {
  return `/covers/${kind}/${id}.png.enc`;
}

/**
 * Links for `origin` (e.g. `http://localhost`); `mediaBaseUrl` may be absolute or a path on the
 * origin. With an empty origin the links stay relative, to be resolved per request later.
 */
export function createLinks(origin: string, mediaBaseUrl: string): ReferenceLinks {
  const resolve = (url: string): string => (origin === '' ? url : new URL(url, origin).href);
  const mediaBase = mediaBaseUrl.replace(/\/+$/, '');
  return {
    image: (kind, id) => ({ url: resolve(imagePath(kind, id)), type: 'png' }),
    clip: (name) => resolve(`${mediaBase}/${name}/master.m3u8`),
    resolve,
  };
}

/** Links of the factories' defaults and of {@link testConfig}: `http://localhost`. */
export const TEST_LINKS: ReferenceLinks = createLinks('http://localhost', '/media');
