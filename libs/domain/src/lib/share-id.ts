import { decodeBase64Url, encodeBase64Url } from './base64url';
import { isVideoId, parseVideoId } from './ids';

/** The versioned payload inside a share id; a later format gets a new prefix. */
const PAYLOAD_PREFIX = 'v1:';
/** Longer than any encoded safe integer (26 characters), short enough to stop junk early. */
const MAX_ENCODED_LENGTH = 32;

/**
 * The `id` query value of `/playVideoShare` for video `id`: base64url without padding of the text
 * `v1:<id>` (so 123 is `djE6MTIz`). URL-safe as is, and versioned so the format can change.
 *
 * @throws RangeError when `id` is not a positive safe integer: there is no such video to link.
 */
export function encodeShareId(id: number): string {
  if (!isVideoId(id)) throw new RangeError(`Not a video id: ${id}`);
  return encodeBase64Url(`${PAYLOAD_PREFIX}${id}`);
}

/**
 * The video id in a `/playVideoShare?id=` value, or null for anything else; never throws.
 * Accepts what {@link encodeShareId} writes and, for links made before it, a plain decimal id
 * (no ambiguity: an encoded id always starts with `djE6`, never with a digit).
 */
export function decodeShareId(text: string | null | undefined): number | null {
  if (text == null || text.length > MAX_ENCODED_LENGTH) return null;
  const plain = parseVideoId(text);
  if (plain !== null) return plain;
  const payload = decodeBase64Url(text);
  return payload?.startsWith(PAYLOAD_PREFIX)
    ? parseVideoId(payload.slice(PAYLOAD_PREFIX.length))
    : null;
}
