const MASK = '***';
/** Characters kept at each end of a longer code. */
const KEPT = 2;

/**
 * Another visitor's identification code with its middle hidden (`ab***yz`), so that the page
 * shows whose list it is without handing out the code that opens it. Short codes keep less.
 */
export function maskCode(code: string): string {
  const chars = [...code.trim()];
  if (chars.length <= KEPT) return `${chars.slice(0, 1).join('')}${MASK}`;
  const kept = chars.length <= 2 * KEPT ? 1 : KEPT;
  return `${chars.slice(0, kept).join('')}${MASK}${chars.slice(-kept).join('')}`;
}
