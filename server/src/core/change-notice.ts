import { randomUUID } from 'node:crypto';
import { overlaps, type DataScope } from './data-scope.js';
import { CHANGE_NOTICE, type AppPubSub, type ChangeNoticePayload } from './pubsub.js';

/**
 * The one way a cache kept in memory learns that a write has committed, here or on another instance.
 *
 * Who listens: the shared answers (graphql/response-cache.ts) and the rendered pages
 * (rendered-page-cache.ts), by tournament; the scorecards (matches/events/match-card.service.ts), by match.
 * The rest need no notice, because each is kept in the database beside the version it was built from and
 * a read compares the two: a match's fold (`fold_state`, by seq), its stats lines (`player_lines`, by seq
 * and last change), a tournament's table (`standings_snapshots`, by a version triggers move) and the
 * share images (by the drawing itself, rebuilt from the data on each request).
 */

/**
 * What a committed write changed. `tournamentIds` null: it may have changed anything (a write whose
 * services named nothing), and every cache forgets everything. Otherwise it was these tournaments' play:
 * `matchIds` are the matches it changed (none named: any of the tournaments' matches), `teamIds` and
 * `playerIds` the teams and players it touched (no service names a player yet: a change to one names no
 * tournament, so it reaches every cache as a write of anything).
 */
export type ChangeNotice = Omit<ChangeNoticePayload, 'origin'>;

/** A write that may have changed anything. */
export const WIDE_CHANGE: ChangeNotice = { tournamentIds: null, matchIds: [], teamIds: [], playerIds: [] };

/** The tournaments a notice changed, as the caches that keep answers by tournament hold them. */
export function changedScope(notice: ChangeNotice): DataScope {
  return notice.tournamentIds && new Set(notice.tournamentIds);
}

/** What was built from one match: its row and log, and its teams (their names and rosters). */
export type MatchKeys = { matchId: number; tournamentId: number; teamIds: readonly number[] };

/** Whether a notice may have changed what was built from one match. */
export function changesMatch(notice: ChangeNotice, { matchId, tournamentId, teamIds }: MatchKeys): boolean {
  if (notice.tournamentIds === null) return true;
  if (teamIds.some((id) => notice.teamIds.includes(id))) return true;
  if (notice.matchIds.length > 0) return notice.matchIds.includes(matchId);
  return notice.tournamentIds.includes(tournamentId);
}

/**
 * What the services of one operation changed, told as they commit: the notice its answer publishes
 * (graphql/change-notices.ts). A write that names nothing may have changed anything.
 */
export class ChangeRecorder {
  private readonly tournaments = new Set<number>();
  private readonly matches = new Set<number>();
  private readonly teams = new Set<number>();
  /** A tournament was changed whole: any of its matches may have changed, named or not. */
  private whole = false;

  /** A change to the tournament's play that names no match (a season imported into it). */
  tournament(id: number): void {
    this.tournaments.add(id);
    this.whole = true;
  }

  /** A change to one match's play (an event, a knockout slot it filled): its tournament and its teams. */
  match(match: { id: number; tournamentId: number; teamIds: readonly (number | undefined)[] }): void {
    this.tournaments.add(match.tournamentId);
    this.matches.add(match.id);
    for (const id of match.teamIds) if (id !== undefined) this.teams.add(id);
  }

  get notice(): ChangeNotice {
    if (this.tournaments.size === 0) return WIDE_CHANGE;
    return {
      tournamentIds: [...this.tournaments],
      matchIds: this.whole ? [] : [...this.matches],
      teamIds: [...this.teams],
      playerIds: [],
    };
  }
}

export type ChangeListener = (notice: ChangeNotice) => void;

export type ChangeNotices = {
  /** Moves on with every notice, this instance's and the others'. */
  readonly generation: number;
  /** Whether a notice since `generation` may have changed what was built from the tournaments of `scope`. */
  changedSince(generation: number, scope: DataScope): boolean;
  /** After the write has committed: every listener here at once, then the other instances. */
  publish(notice: ChangeNotice): void;
  listen(listener: ChangeListener): void;
  /** Hears this instance's notices only: what is done once per write, not once per instance (a cache purge). */
  listenOwn(listener: ChangeListener): void;
  /** Hears the other instances' notices only, after this instance's caches forgot them (listeners run in order). */
  listenElsewhere(listener: ChangeListener): void;
  /** Stops hearing the other instances. */
  close(): Promise<void>;
};

/** Notices remembered, so a read that began before one is not kept when it overlaps it. */
const REMEMBERED_NOTICES = 256;

/**
 * The change notices of one instance. With `pubSub` each notice also goes to the other instances (through
 * Redis when the app has it) and theirs come here; without it (a unit test) they stay in this object.
 */
export function createChangeNotices(
  options: { pubSub?: AppPubSub; onListenerError?: (error: unknown) => void } = {},
): ChangeNotices {
  const origin = randomUUID();
  const listeners: ChangeListener[] = [];
  const own: ChangeListener[] = [];
  const heardElsewhere: ChangeListener[] = [];
  let generation = 0;
  const remembered: { generation: number; scope: DataScope }[] = [];
  const deliver = (notice: ChangeNotice, to: readonly ChangeListener[]) => {
    generation += 1;
    remembered.push({ generation, scope: changedScope(notice) });
    if (remembered.length > REMEMBERED_NOTICES) remembered.shift();
    for (const listener of to) {
      // One cache failing to forget must not keep the others from it, nor end the loop below.
      try {
        listener(notice);
      } catch (error) {
        options.onListenerError?.(error);
      }
    }
  };
  const { pubSub } = options;
  // Redis sends every publish back to its sender too: this instance's own were delivered as published.
  const elsewhere = pubSub?.subscribe(CHANGE_NOTICE);
  const heard = elsewhere
    ? (async () => {
        for await (const { origin: from, ...notice } of elsewhere)
          if (from !== origin) deliver(notice, [...listeners, ...heardElsewhere]);
      })()
    : Promise.resolve();
  return {
    // eslint-disable-next-line no-restricted-syntax -- made once per app, not per request
    get generation() {
      return generation;
    },
    changedSince(since, scope) {
      if (since === generation) return false;
      if (!remembered.length || remembered[0].generation > since + 1) return true;
      return remembered.some((change) => change.generation > since && overlaps(scope, change.scope));
    },
    publish(notice) {
      deliver(notice, [...listeners, ...own]);
      pubSub?.publish(CHANGE_NOTICE, { origin, ...notice });
    },
    listen(listener) {
      listeners.push(listener);
    },
    listenOwn(listener) {
      own.push(listener);
    },
    listenElsewhere(listener) {
      heardElsewhere.push(listener);
    },
    async close() {
      await elsewhere?.return?.();
      await heard;
    },
  };
}
