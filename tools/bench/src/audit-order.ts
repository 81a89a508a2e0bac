/**
 * The order of a route's audits in run `run` (from 1): as given in odd runs, reversed in even
 * ones, so that each page goes first as often as last and a drift in the machine's load
 * (a build elsewhere starting, a fan spinning up) does not land on one of them. With three
 * pages, the middle one stays between the others, each beside it once before and once after.
 */
export function auditOrder<T>(run: number, pages: readonly T[]): T[] {
  return run % 2 === 1 ? [...pages] : [...pages].reverse();
}
