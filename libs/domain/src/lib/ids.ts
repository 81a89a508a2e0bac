/** Positive safe integers: every video and category id the API hands out. */
export function isVideoId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

/** Decimal digits without sign, leading zero or exponent, as ids appear in URLs and storage. */
const DECIMAL_ID = /^[1-9]\d*$/;

/**
 * The id written in `text` (e.g. a query parameter), or null when it is not plainly a positive
 * safe integer: signs, exponents, fractions, spaces and leading zeros are rejected, not rounded.
 */
export function parseVideoId(text: string | null | undefined): number | null {
  if (text == null || !DECIMAL_ID.test(text)) return null;
  const id = Number(text);
  return isVideoId(id) ? id : null;
}
