/**
 * `compute` of a key, remembered for the next ask of the same key. The memory is forgotten whole once it holds
 * `max` keys: cheaper than an LRU on a hot path, and the keys that matter are asked for again at once.
 */
export function boundedMemo<V>(compute: (key: string) => V, max: number): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key)!;
    const value = compute(key);
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}
