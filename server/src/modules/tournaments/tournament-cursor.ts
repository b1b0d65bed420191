/** Where a tournament sits in the public list: its start date (YYYY-MM-DD) and its id. */
export type TournamentCursorKey = { startDate: string; id: number };

/** An opaque keyset cursor (base64url of start date and id), stable when tournaments are added. */
export function encodeTournamentCursor(tournament: { startDate: string; id: number }): string {
  return Buffer.from(JSON.stringify([tournament.startDate, tournament.id])).toString('base64url');
}

/** The key of a cursor this API gave out; null for anything else. */
export function decodeTournamentCursor(cursor: string): TournamentCursorKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0
    ) {
      return { startDate: value[0], id: value[1] as number };
    }
  } catch {
    // Not JSON: not one of ours.
  }
  return null;
}
