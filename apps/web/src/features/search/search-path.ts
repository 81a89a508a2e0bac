/** The results screen's address for `keyword`. */
export function searchListPath(keyword: string): string {
  return `/searchList?search=${encodeURIComponent(keyword)}`;
}
