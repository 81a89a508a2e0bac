/** The class attribute of the given names, skipping the absent (`false`, `undefined`, ''). */
export function classNames(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
