/**
 * `url` made absolute against `base`, or null when either is not a URL. (`URL.canParse` would do,
 * but old WebViews lack it.)
 */
export function resolveUrl(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}
