/** A list with the next page read after it: a row already held (the list moved under the reader) is not repeated. */
export function appended<T>(
  list: readonly T[],
  page: readonly T[],
  key: (item: T) => number = (item) => (item as { id: number }).id,
): T[] {
  const held = new Set(list.map(key));
  return [...list, ...page.filter((item) => !held.has(key(item)))];
}
