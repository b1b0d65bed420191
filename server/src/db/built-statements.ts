/**
 * Statements the query builder wrote before, by what they were built from. Building a short list's read
 * (its filter, joins, order, columns) cost more CPU than reading its rows, and a public page asks the same
 * lists with the same filters on every visit.
 *
 * Only filters of plain data are remembered: finite numbers, strings, booleans, null, and arrays and
 * objects of them. A Date, a raw SQL fragment or any other object could print alike and build differently,
 * so a filter holding one is built every time.
 */
export class BuiltStatements<Statement = string> {
  /** Per schema (an ORM's metadata): two databases of another shape never share a statement. */
  private readonly bySchema = new WeakMap<object, Map<string, Statement>>();

  constructor(private readonly capacity = 1_000) {}

  /** The statement built from `input` for `schema`, built now by `build` unless it was before. */
  statement(schema: object, input: unknown, build: () => Statement): Statement {
    if (!isPlainData(input)) return build();
    let statements = this.bySchema.get(schema);
    if (!statements) this.bySchema.set(schema, (statements = new Map<string, Statement>()));
    const key = JSON.stringify(input);
    const known = statements.get(key);
    if (known !== undefined) return known;
    const built = build();
    // The oldest goes first: pages read now are the ones built last.
    if (statements.size >= this.capacity) statements.delete(statements.keys().next().value as string);
    statements.set(key, built);
    return built;
  }

  /** How many statements `schema` has kept. */
  size(schema: object): number {
    return this.bySchema.get(schema)?.size ?? 0;
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
