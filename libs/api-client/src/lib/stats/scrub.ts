/** What a client report may carry: text the stats service can keep without learning secrets. */

/** Longest text a report keeps of a message or a stack. */
export const MAX_REPORT_TEXT = 600;

/**
 * A query string or fragment: `?` or `#` right after a path or a name (`/搜索?`, `getVideo?`,
 * `index.js?v=2`) and followed by more, up to a space or a delimiter. A question mark that ends
 * a sentence is followed by nothing, or by a space.
 */
const QUERY_OR_FRAGMENT = /([^\s?#])[?#][^\s"'`<>()[\]{}]+/gu;

/** Names under which codes and tokens travel, whatever their value. */
const SECRET_NAMES = 'uuid|token|access_token|refresh_token|code|authorization|password|secret';
/** `"uuid": "…"` in JSON. */
const JSON_SECRET = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*")(?:[^"\\\\]|\\\\.)*"`, 'gi');
/** `uuid=…` in a form body or a query that stood alone. */
const FORM_SECRET = new RegExp(`(\\b(?:${SECRET_NAMES})=)[^&\\s#"'<>]+`, 'gi');
/** `Bearer …` as an Authorization header carries a token. */
const BEARER = /(\bBearer\s+)[\w\-.~+/]+=*/gi;

/**
 * Controls (C0, DEL, C1) and invisible format characters, line breaks and tabs aside: the stats
 * service refuses a report holding one, since printed they could drive the operator's terminal.
 */
const CONTROL_OR_FORMAT = /(?![\n\t])[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Shorter secrets could match ordinary words; codes are 6 to 12 characters, tokens longer. */
const MIN_SECRET_LENGTH = 4;

/**
 * `secret` as it may stand in a message: in any case, and each character as itself or
 * percent-encoded (as in an address, in either case of hex digits).
 */
function secretPattern(secret: string): RegExp {
  const utf8 = new TextEncoder();
  const chars = [...secret].map((char) => {
    const encoded = [...utf8.encode(char)]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
    return `(?:${char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}|${encoded})`;
  });
  return new RegExp(chars.join(''), 'giu');
}

/**
 * `text` with every query string and fragment dropped, every value named as a code or a token
 * (`"uuid":"…"`, `uuid=…`, `Bearer …`) and every `secret` (the token, the identification code,
 * in any case or percent-encoded) replaced by `[redacted]`, control and format characters made
 * `\uFFFD`, and cut to `max` characters.
 */
export function scrubReportText(
  text: string,
  secrets: readonly (string | null | undefined)[],
  max = MAX_REPORT_TEXT,
): string {
  let scrubbed = text
    .replace(CONTROL_OR_FORMAT, '\uFFFD')
    .replace(QUERY_OR_FRAGMENT, '$1')
    .replace(JSON_SECRET, '$1[redacted]"')
    .replace(FORM_SECRET, '$1[redacted]')
    .replace(BEARER, '$1[redacted]');
  for (const secret of secrets) {
    if (secret && secret.length >= MIN_SECRET_LENGTH)
      scrubbed = scrubbed.replace(secretPattern(secret), '[redacted]');
  }
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}
