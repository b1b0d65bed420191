/**
 * What a shared answer is built from, or what a write changed: the matches of some tournaments, or
 * anything (null). Teams, players, clubs and people are not tournament data: they change only through
 * writes that name no tournament, which drop every answer.
 */
export type DataScope = ReadonlySet<number> | null;

/** Whether an answer built from `read` may have changed with a write to `written`. */
export function overlaps(read: DataScope, written: DataScope): boolean {
  if (read === null || written === null) return true;
  for (const id of read) if (written.has(id)) return true;
  return false;
}

/**
 * The tournaments a read's root was found in (a match's), named as it runs: for the shared answers
 * (graphql/response-cache.ts). A write names what it changed through core/change-notice.ts.
 */
export class TournamentRecorder {
  private readonly tournaments = new Set<number>();

  tournament(id: number): void {
    this.tournaments.add(id);
  }

  get scope(): DataScope {
    return this.tournaments.size === 0 ? null : this.tournaments;
  }
}

/**
 * What the answers of one context were built from, put together: a server-rendered page is as good as
 * every answer it shows (rendered-page-cache.ts).
 */
export class ReadRecorder {
  private readonly tournaments = new Set<number>();
  private wide = false;

  add(scope: DataScope): void {
    if (scope === null) this.wide = true;
    else for (const id of scope) this.tournaments.add(id);
  }

  get scope(): DataScope {
    return this.wide ? null : this.tournaments;
  }
}
