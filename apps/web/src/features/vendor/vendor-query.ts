/** Longest logout reason shown; a longer one is cut with an ellipsis. */
export const REASON_MAX_LENGTH = 100;

/** Said when a 401 came without a message. */
export const DEFAULT_LOGOUT_REASON = '登录已失效，请重新进入';

/** Control characters and invisible format characters (bidi overrides, zero-width). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * Why the visitor was logged out, from the `msg` of a 401, as one line of plain text of at most
 * {@link REASON_MAX_LENGTH} characters (it arrives in the URL, so anyone can write it).
 */
export function logoutReason(message: string | null): string {
  const text = (message ?? '').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return DEFAULT_LOGOUT_REASON;
  const characters = [...text];
  return characters.length > REASON_MAX_LENGTH
    ? `${characters.slice(0, REASON_MAX_LENGTH - 1).join('')}…`
    : text;
}
