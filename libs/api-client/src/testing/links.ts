/** An encrypted image as the API sends it: fetch `url`, decrypt, show as `image/<type>`. */
export interface EncryptedImageJson {
  url: string;
  type: string;
}

/** What a generated image depicts; each kind has its own size. */
export type ImageKind = 'video' | 'icon' | 'ad';

/** The file format of each kind, as the API's `type` names it: photographs are JPEG, icons PNG. */
export const IMAGE_FORMATS: Readonly<Record<ImageKind, 'jpeg' | 'png'>> = {
  video: 'jpeg',
  ad: 'jpeg',
  icon: 'png',
};

/** The file name extension of each format. */
export const FORMAT_EXTENSIONS = { jpeg: 'jpg', png: 'png' } as const;

/** The URLs the reference server hands out, built for one origin. */
export interface ReferenceLinks {
  /** The encrypted picture of a video cover, category icon or ad (see {@link IMAGE_FORMATS}). */
  image(kind: ImageKind, id: number): EncryptedImageJson;
  /** The HLS master playlist of a media clip such as `clip-1` or `short-2`. */
  clip(name: string): string;
  /** `url` made absolute against the origin (absolute URLs stay as they are). */
  resolve(url: string): string;
}

/** Path of an encrypted image on the reference server: `/covers/{kind}/{id}.{jpg|png}.enc`. */
function imagePath(kind: ImageKind, id: number): string {
  return `/covers/${kind}/${id}.${FORMAT_EXTENSIONS[IMAGE_FORMATS[kind]]}.enc`;
}

/**
 * Links for `origin` (e.g. `http://localhost`); `mediaBaseUrl` may be absolute or a path on the
 * origin. With an empty origin the links stay relative, to be resolved per request later.
 */
export function createLinks(origin: string, mediaBaseUrl: string): ReferenceLinks {
  const resolve = (url: string): string => (origin === '' ? url : new URL(url, origin).href);
  const mediaBase = mediaBaseUrl.replace(/\/+$/, '');
  return {
    image: (kind, id) => ({ url: resolve(imagePath(kind, id)), type: IMAGE_FORMATS[kind] }),
    clip: (name) => resolve(`${mediaBase}/${name}/master.m3u8`),
    resolve,
  };
}

/** Links of the factories' defaults and of {@link testConfig}: `http://localhost`. */
export const TEST_LINKS: ReferenceLinks = createLinks('http://localhost', '/media');
