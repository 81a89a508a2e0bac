/**
 * Text from the backend made safe to print in a terminal: control characters (escape sequences
 * above all), and the marks that reorder a line, written out as `\xNN` or `\uNNNN`, and cut
 * to `max` characters.
 */
export function printable(text: string, max = 120): string {
  const escaped = text.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g,
    (char) => {
      const code = char.charCodeAt(0);
      return code <= 0xff
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
    },
  );
  return escaped.length > max ? `${escaped.slice(0, max - 1)}…` : escaped;
}
