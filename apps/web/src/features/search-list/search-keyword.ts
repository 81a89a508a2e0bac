/** The keyword of `?search=`, without surrounding blanks; '' when missing or blank. */
export function parseSearchKeyword(search: string): string {
  return new URLSearchParams(search).get('search')?.trim() ?? '';
}
