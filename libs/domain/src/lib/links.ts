const SAFE_SCHEMES = /^https?:\/\//i;

/**
 * `url` when it is an absolute http(s) link that is safe to open for a visitor, else null: ads,
 * check-in, activity and exchange links come from the server, and a `javascript:` or `data:` link
 * must never run in the app's origin.
 */
export function safeExternalUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // A control character or space inside a URL is how scheme filters are usually fooled.
  if (!SAFE_SCHEMES.test(trimmed) || hasControlOrSpace(trimmed)) return null;
  return trimmed;
}

function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}
