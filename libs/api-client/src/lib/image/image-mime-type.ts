/** The API's `type` names that are not MIME subtypes. */
const SUBTYPES: Readonly<Record<string, string>> = { jpg: 'jpeg' };

/**
 * The raster formats a cover may be. Nothing else: an `svg` would become an `image/svg+xml`
 * object URL on the app's own origin, a document that can carry script if it is ever opened.
 */
export const RASTER_SUBTYPES: readonly string[] = ['jpeg', 'png', 'gif', 'webp', 'avif'];

/**
 * The MIME type of an image whose API `type` is e.g. `png`, `jpg` or `image/webp` (none means
 * jpeg), or null when it is not one of the {@link RASTER_SUBTYPES}.
 */
export function imageMimeType(type: string): string | null {
  const name =
    type
      .trim()
      .toLowerCase()
      .replace(/^image\//, '') || 'jpeg';
  const subtype = SUBTYPES[name] ?? name;
  return RASTER_SUBTYPES.includes(subtype) ? `image/${subtype}` : null;
}
