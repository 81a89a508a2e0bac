/**
 * A random source in [0, 1) drawn from `crypto.getRandomValues`, for what must not be guessed
 * (the visitor's identification code): `Math.random` is predictable from its earlier outputs.
 * `getRandomValues` works on plain-http pages too, unlike `crypto.subtle`.
 */
export function cryptoRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}
