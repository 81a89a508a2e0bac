/**
 * The `p`-th percentile (0–100) of `values`, interpolating linearly between the two nearest
 * ranks (as spreadsheets and numpy do); `null` for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(Math.max(p, 0), 100) / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (rank - below);
}

/** The middle value (the mean of the two middle ones for an even count); `null` for none. */
export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** `part / whole`, or `null` when either is unknown or the whole is not positive. */
export function ratio(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole <= 0) return null;
  return part / whole;
}
