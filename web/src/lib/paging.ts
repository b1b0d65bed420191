/** A list with the next page read after it: a row already held (the list moved under the reader) is not repeated. */
export function appended<T extends { id: number }>(list: readonly T[], page: readonly T[]): T[] {
  const held = new Set(list.map((item) => item.id));
  return [...list, ...page.filter((item) => !held.has(item.id))];
}
