/** A list with the next page read after it: a row already held (the list moved under the reader) is not repeated. */
export function appended<T>(
  list: readonly T[],
  page: readonly T[],
  key: (item: T) => number = (item) => (item as { id: number }).id,
): T[] {
  const held = new Set(list.map(key));
  return [...list, ...page.filter((item) => !held.has(key(item)))];
}

/** The most rows a list may ask for at once: the API's ceiling for `first` (MAX_PAGE_SIZE, server/src/modules/common/paging.ts). */
export const MOST_ROWS = 100;

/** The longest a list may grow page by page: the most whole pages within MOST_ROWS. */
export function mostShown(page: number): number {
  return Math.floor(MOST_ROWS / page) * page;
}

/**
 * How many rows a list shows as its page's address gives it (`?results=20`): a whole number of pages, at most
 * MOST_ROWS (a larger number, however long, is the most); anything else (missing, 0, 25, "abc") one page.
 */
export function shownFromAddress(raw: string | null, page: number): number {
  const most = mostShown(page);
  const count = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 0;
  if (count >= most) return most;
  if (count < page || count % page !== 0) return page;
  return count;
}

/** The page's address with the list under `param` one page longer (`current` shown now), every other parameter kept. */
export function longerListSearch(search: URLSearchParams, param: string, current: number, page: number): string {
  const next = new URLSearchParams(search);
  next.set(param, String(Math.min(current + page, mostShown(page))));
  return `?${next.toString()}`;
}
