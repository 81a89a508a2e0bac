import { median, percentile } from './stats';

/** One figure of two builds measured in pairs, each pair back to back. */
export interface PairedSummary {
  readonly pairs: number;
  /** Medians of each build's runs. */
  readonly before: number | null;
  readonly after: number | null;
  /** The median of the pairs' differences (after − before), and its middle half. */
  readonly difference: number | null;
  readonly differenceQuartiles: readonly [number, number] | null;
  /** In how many pairs the build after measured higher, and lower (ties in neither). */
  readonly higher: number;
  readonly lower: number;
  /**
   * The two-sided sign test's p-value: how likely a split at least this uneven between higher
   * and lower is when the builds do not differ. Pairs cancel the machine's drift; the sign test
   * assumes nothing of how the figures spread.
   */
  readonly signTestP: number;
}

/**
 * Summarizes `before[i]` and `after[i]`, measured one right after the other, pair by pair. A
 * pair with a figure missing on either side is left out.
 */
export function pairedSummary(
  before: readonly (number | null)[],
  after: readonly (number | null)[],
): PairedSummary {
  const pairs = before.flatMap((value, index) => {
    const other = after[index];
    return value === null || other === null || other === undefined
      ? []
      : [{ before: value, after: other }];
  });
  const differences = pairs.map((pair) => pair.after - pair.before);
  const higher = differences.filter((difference) => difference > 0).length;
  const lower = differences.filter((difference) => difference < 0).length;
  const q1 = percentile(differences, 25);
  const q3 = percentile(differences, 75);
  return {
    pairs: pairs.length,
    before: median(pairs.map((pair) => pair.before)),
    after: median(pairs.map((pair) => pair.after)),
    difference: median(differences),
    differenceQuartiles: q1 === null || q3 === null ? null : [q1, q3],
    higher,
    lower,
    signTestP: signTest(higher, lower),
  };
}

/** Two-sided exact sign test of `higher` against `lower` (ties dropped). */
export function signTest(higher: number, lower: number): number {
  const n = higher + lower;
  if (n === 0) return 1;
  const fewer = Math.min(higher, lower);
  let tail = 0;
  for (let k = 0; k <= fewer; k += 1) tail += binomial(n, k);
  return Math.min(1, (2 * tail) / 2 ** n);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}
