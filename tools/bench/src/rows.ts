/** One line of the bench table: what was measured, against which target, and whether it is met. */
export interface Row {
  readonly figure: string;
  readonly measured: string;
  /** `—` for figures that are only reported. */
  readonly target: string;
  /** `null` for figures that are only reported. */
  readonly met: boolean | null;
}

/** How a figure is printed. */
export type Unit = 'ms' | 's' | 'KiB' | 'score' | 'shift' | 'count' | 'ratio' | 'percent';

/** A limit a figure must stay within. */
export type Bound = { readonly atMost: number } | { readonly atLeast: number };

/** `value` in `unit`, rounded to what a person compares (`1234.5, 'ms'` → `1235 ms`). */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case 's':
      return `${(value / 1000).toFixed(2)} s`;
    case 'KiB':
      return `${(value / 1024).toFixed(1)} KiB`;
    case 'score':
    case 'count':
      return String(Math.round(value));
    case 'shift':
      return value.toFixed(3);
    case 'ratio':
      return value.toFixed(2);
    case 'percent':
      return `${(value * 100).toFixed(1)} %`;
  }
}

/**
 * A figure checked against a bound. `value` null means it could not be measured: the row says
 * why (`missing`) and counts as not met.
 */
export function limitRow(
  figure: string,
  value: number | null,
  bound: Bound,
  unit: Unit,
  missing = 'not measured',
): Row {
  const limit = 'atMost' in bound ? bound.atMost : bound.atLeast;
  const target = `${'atMost' in bound ? '≤' : '≥'} ${formatValue(limit, unit)}`;
  if (value === null) return { figure, measured: missing, target, met: false };
  const met = 'atMost' in bound ? value <= bound.atMost : value >= bound.atLeast;
  return { figure, measured: formatValue(value, unit), target, met };
}

/** A figure that is only reported. */
export function infoRow(figure: string, measured: string): Row {
  return { figure, measured, target: '—', met: null };
}
