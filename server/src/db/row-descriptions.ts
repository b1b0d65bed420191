import pg from 'pg';

/**
 * pg builds, for every statement's answer, one parser per column and an empty row holding every column's
 * name (`Result#addFields`), from the row description PostgreSQL sends with it. A public page's reads are
 * the same statements again and again, so the description is the same every time: building it again was
 * 5-6% of the team and match pages' CPU (a list of cards has 90-odd columns, each name a fresh string the
 * empty row had to take as a new key). A description seen before is taken as it was built the first time:
 * the same parsers, the same empty row, the same field records (whose names are the keys the rows are
 * built with). Each column's name, type and format is compared with the kept one; a description that
 * differs in any (a table altered under a statement) is built afresh and kept in place of the old.
 */

/** The parts of pg's `Result` the kept descriptions touch (pg 8: lib/result.js). */
type FieldDescription = { name: string; dataTypeID: number; format?: string };
type ResultInternals = {
  fields: FieldDescription[];
  _parsers?: unknown[];
  _prebuiltEmptyResultObject?: Record<string, null>;
  _types?: object;
  addFields: (this: ResultInternals, fields: FieldDescription[]) => void;
};
type ResultClass = { prototype: ResultInternals };

type BuiltDescription = Pick<ResultInternals, 'fields' | '_parsers' | '_prebuiltEmptyResultObject'>;

/** How many descriptions each set of type parsers keeps before they are forgotten wholesale (a rare one-off read). */
export const MAX_KEPT_DESCRIPTIONS = 1_000;

/** The parsers a description's columns get depend on the client's type overrides: kept per set of them. */
const keptByTypes = new WeakMap<object, Map<string, BuiltDescription>>();
/** The clients without type overrides of their own (pg's global parsers). */
const GLOBAL_TYPES = {};

/** A short key that tells most descriptions apart; the columns are then compared one by one. */
function keyOf(fields: readonly FieldDescription[]): string {
  const last = fields[fields.length - 1];
  return `${fields.length}\u0000${fields[0].name}\u0000${last.name}\u0000${last.dataTypeID}`;
}

function sameColumns(kept: readonly FieldDescription[], fields: readonly FieldDescription[]): boolean {
  if (kept.length !== fields.length) return false;
  for (let index = 0; index < fields.length; index++) {
    const before = kept[index];
    const now = fields[index];
    if (before.name !== now.name || before.dataTypeID !== now.dataTypeID || before.format !== now.format) return false;
  }
  return true;
}

let installed = false;

/** The description built from `fields`, kept or built now (and then kept). */
function describe(result: ResultInternals, fields: FieldDescription[], build: ResultInternals['addFields']): void {
  if (fields.length === 0) return build.call(result, fields);
  const types = result._types ?? GLOBAL_TYPES;
  let kept = keptByTypes.get(types);
  if (!kept) keptByTypes.set(types, (kept = new Map<string, BuiltDescription>()));
  const key = keyOf(fields);
  const known = kept.get(key);
  if (known && sameColumns(known.fields, fields)) {
    result.fields = known.fields;
    result._parsers = known._parsers;
    result._prebuiltEmptyResultObject = known._prebuiltEmptyResultObject;
    return;
  }
  build.call(result, fields);
  if (kept.size >= MAX_KEPT_DESCRIPTIONS) kept.clear();
  kept.set(key, {
    fields: result.fields,
    _parsers: result._parsers,
    _prebuiltEmptyResultObject: result._prebuiltEmptyResultObject,
  });
}

/**
 * Makes pg take a row description it has built before as it was built (see above), for every client of
 * this process. Nothing changes for a pg whose `Result` is not the one this was written for: false then.
 */
export function keepRowDescriptions(): boolean {
  if (installed) return true;
  const Result = (pg as unknown as { Result?: ResultClass }).Result;
  const build = Result?.prototype.addFields;
  const probe = Result ? new (Result as unknown as new () => ResultInternals)() : null;
  if (!Result || typeof build !== 'function' || !probe) return false;
  build.call(probe, [{ name: 'probe', dataTypeID: 25, format: 'text' }]);
  // The fields this relies on, as pg 8 sets them: anything else is left alone.
  if (!Array.isArray(probe._parsers) || typeof probe._prebuiltEmptyResultObject !== 'object') return false;
  const addKeptFields = function addKeptFields(this: ResultInternals, fields: FieldDescription[]) {
    describe(this, fields, build);
  };
  Result.prototype.addFields = addKeptFields;
  installed = true;
  return true;
}
