/** What a client report may carry: text the stats service can keep without learning secrets. */

/** Longest text a report keeps of a message or a stack. */
export const MAX_REPORT_TEXT = 600;

/** A path or URL followed by its query string or fragment (where tokens and codes travel). */
const QUERY_OR_FRAGMENT =
  /([\w\-.~%!$&'()*+,;=:@/]*\/[\w\-.~%!$&'()*+,;=:@/]*)[?#][^\s"'`<>()[\]{}]*/g;

/** Shorter secrets could match ordinary words; codes are 6 to 12 characters, tokens longer. */
const MIN_SECRET_LENGTH = 4;

/**
 * `text` with every URL's query string and fragment dropped, every `secret` (the token, the
 * identification code) replaced by `[redacted]`, and cut to `max` characters.
 */
export function scrubReportText(
  text: string,
  secrets: readonly (string | null | undefined)[],
  max = MAX_REPORT_TEXT,
): string {
  let scrubbed = text.replace(QUERY_OR_FRAGMENT, '$1');
  for (const secret of secrets) {
    if (secret && secret.length >= MIN_SECRET_LENGTH)
      scrubbed = scrubbed.split(secret).join('[redacted]');
  }
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}
