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

/** A run of percent-escapes, such as `%E7%8C%AB` or `%2b`. */
const PERCENT_ESCAPES = /(?:%[\da-f]{2})+/gi;
/** One escape of a byte below 0x80: a character on its own whatever surrounds it. */
const ASCII_ESCAPE = /%[0-7][\da-f]/gi;

/**
 * `text` with its percent-escapes written as the characters they stand for, so that a secret
 * reads the same however an address spelled it. A run that is not UTF-8 keeps its bytes above
 * 0x7F escaped.
 */
function percentDecoded(text: string): string {
  return text.replace(PERCENT_ESCAPES, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(ASCII_ESCAPE, (escape) => decodeURIComponent(escape));
    }
  });
}

/**
 * `text` in lower case, character for character: a character whose lower case is longer (`İ`)
 * stays as it is, so that every position in the result is the same position in `text`.
 */
function caseFolded(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return [...text]
    .map((char) => {
      const folded = char.toLowerCase();
      return folded.length === char.length ? folded : char;
    })
    .join('');
}

/**
 * `text` with `secret`, in any case, replaced by `[redacted]`. A search rather than a pattern:
 * a stored value of any length costs one reading of the text, where a pattern of 150,000
 * characters overflows the engine's stack.
 */
function withoutSecret(text: string, secret: string): string {
  const haystack = caseFolded(text);
  const needle = caseFolded(secret);
  let result = '';
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    result += `${text.slice(from, at)}[redacted]`;
    from = at + needle.length;
  }
  return result + text.slice(from);
}

/**
 * `text` with every query string and fragment dropped, every value named as a code or a token
 * (`"uuid":"…"`, `uuid=…`, `Bearer …`) and every `secret` (the token, the identification code,
 * in any case or percent-encoded: escapes are written out first) replaced by `[redacted]`, control and format characters made
 * `\uFFFD`, and cut to `max` characters.
 */
export function scrubReportText(
  text: string,
  secrets: readonly (string | null | undefined)[],
  max = MAX_REPORT_TEXT,
): string {
  let scrubbed = percentDecoded(text)
    .replace(CONTROL_OR_FORMAT, '\uFFFD')
    .replace(QUERY_OR_FRAGMENT, '$1')
    .replace(JSON_SECRET, '$1[redacted]"')
    .replace(FORM_SECRET, '$1[redacted]')
    .replace(BEARER, '$1[redacted]');
  for (const secret of secrets) {
    // A secret longer than the text cannot stand in it.
    if (secret && secret.length >= MIN_SECRET_LENGTH && secret.length <= scrubbed.length)
      scrubbed = withoutSecret(scrubbed, secret);
  }
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}
