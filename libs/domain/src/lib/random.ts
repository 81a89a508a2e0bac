/** A source of numbers in [0, 1), such as `Math.random`, passed in so that rules stay testable. */
export type RandomSource = () => number;

/**
 * An index in `0..length-1` drawn from `random`. A misbehaving source (1, negative, NaN) is
 * clamped into range rather than producing an out-of-range index.
 */
export function randomIndex(random: RandomSource, length: number): number {
  const index = Math.floor(random() * length);
  return Number.isNaN(index) ? 0 : Math.min(Math.max(index, 0), length - 1);
}

/** A shuffled copy of `items` (Fisher–Yates), every order equally likely for a fair source. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let last = result.length - 1; last > 0; last -= 1) {
    const pick = randomIndex(random, last + 1);
    [result[last], result[pick]] = [result[pick] as T, result[last] as T];
  }
  return result;
}

/** One of `items` at random (e.g. the player's ad), or undefined when there are none. */
export function pickRandom<T>(items: readonly T[], random: RandomSource): T | undefined {
  return items.length === 0 ? undefined : items[randomIndex(random, items.length)];
}
