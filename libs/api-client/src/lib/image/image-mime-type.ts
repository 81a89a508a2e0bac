/** The API's `type` names that are not MIME subtypes. */
const SUBTYPES: Readonly<Record<string, string>> = { jpg: 'jpeg', svg: 'svg+xml' };

/** The MIME type of an image whose API `type` is e.g. `png`, `jpg` or `image/webp`. */
export function imageMimeType(type: string): string {
  const name =
    type
      .trim()
      .toLowerCase()
      .replace(/^image\//, '') || 'jpeg';
  return `image/${SUBTYPES[name] ?? name}`;
}
