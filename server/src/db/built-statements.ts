/**
 * Statements the query builder wrote before, by what they were built from. Building a short list's read
 * (its filter, joins, order, columns) cost more CPU than reading its rows, and a public page asks the same
 * lists with the same filters on every visit.
 *
 * Only filters of plain data are remembered: finite numbers, strings, booleans, null, and arrays and
 * objects of them. A Date, a raw SQL fragment or any other object could print alike and build differently, so a filter
 * holding one is built every time.
 */
export class BuiltStatements {
  private readonly statements = new Map<string, string>();

  constructor(private readonly capacity = 1_000) {}

  /** The statement built from `input`, built now by `build` unless it was before. */
  statement(input: unknown, build: () => string): string {
    if (!isPlainData(input)) return build();
    const key = JSON.stringify(input);
    const known = this.statements.get(key);
    if (known !== undefined) return known;
    const built = build();
    // The oldest goes first: pages read now are the ones built last.
    if (this.statements.size >= this.capacity) this.statements.delete(this.statements.keys().next().value as string);
    this.statements.set(key, built);
    return built;
  }

  get size(): number {
    return this.statements.size;
  }
}

export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  // NaN and the infinities print as null; an undefined property does not print at all.
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  // Symbol keys (a raw fragment's marker) do not print in JSON: a filter holding one is not plain.
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  return Object.values(value).every(isPlainData);
}
