import { registerEnumType } from 'type-graphql';
import { InputError } from '../../core/errors.js';

/** The order of a list of matches: by scheduled date, ties broken by id the same way; undated matches last. */
export enum MatchSort {
  DATE_ASC = 'DATE_ASC',
  DATE_DESC = 'DATE_DESC',
}
registerEnumType(MatchSort, {
  name: 'MatchSort',
  description: 'The order of a list of matches. Undated fixtures (a knockout slot not yet set) come last either way.',
  valuesConfig: {
    DATE_ASC: { description: 'Soonest first: by scheduled date, then by id.' },
    DATE_DESC: { description: 'Newest first: by scheduled date descending, then by id descending.' },
  },
});

/** Where a match sits in every match list: its scheduled date (null when undated) and its id. */
export type MatchCursorKey = { date: Date | null; id: number };

/**
 * An opaque cursor: base64url of the (date, id) keyset, not an offset, so a page stays put when
 * matches are added or rescored. The same key works in either order, so one cursor serves every list.
 */
export function encodeMatchCursor(match: { scheduledDate?: Date | null; id: number }): string {
  const key: [string | null, number] = [match.scheduledDate?.toISOString() ?? null, match.id];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor this API gave out; null for anything else. */
export function decodeMatchCursor(cursor: string): MatchCursorKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (value[0] === null || (typeof value[0] === 'string' && !Number.isNaN(Date.parse(value[0])))) &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0
    ) {
      return { date: value[0] === null ? null : new Date(value[0] as string), id: value[1] as number };
    }
  } catch {
    // Not JSON: not one of ours.
  }
  return null;
}

/** The key of an `after` argument: a clear error for anything this API did not give out. */
export function matchCursorKey(after: string): MatchCursorKey {
  const key = decodeMatchCursor(after);
  if (!key) throw new InputError({ after: 'Not a cursor this API gave out.' });
  return key;
}
