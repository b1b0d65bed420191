// Played matches with their per-player lines. Each match keeps its lines as last folded from its log,
// tagged with what they came from; a read takes them as plain rows and folds again only the matches whose
// log, row or tournament has changed since (their entities, their logs, the new lines stored: three
// statements), so a leaderboard over a season sums a row per match instead of folding every ball.
// The folds are the matches domain's own.

import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { footballResultState } from '../matches/football/football-result.js';
import type { GoalInput } from '../matches/football/football-event.js';
import {
  RESULT,
  cricketScorecard,
  footballRules,
  footballState,
  hasLiveResult,
  livePayloads,
  type ResultPayload,
} from '../matches/events/match-projection.js';
import type { Match } from '../matches/match.entity.js';
import { findMatchLogs, type LoggedEvent } from '../matches/match-logs.js';
import { findMatchesWithTournaments } from '../matches/matches.queries.js';
import { Sport } from '../tournaments/tournament.entity.js';
import { findPlayedLinesRows, storePlayerLines, type PlayedLinesRow } from './kept-lines.js';
import { cricketLines, footballLines, type MatchLines } from './match-lines.js';

/** A match's player lines folded from its log (what its stored lines were, and what `db:replay` compares). */
export function linesOf(match: Match, log: LoggedEvent[]): MatchLines {
  const tournament = match.tournament.getEntity();
  const facts = {
    matchId: match.id,
    tournamentId: tournament.id,
    ballsPerOver: tournament.ballsPerOver,
    scheduledAt: match.scheduledDate?.getTime() ?? null,
  };
  const teams = { home: match.homeTeam!.id, away: match.awayTeam!.id };
  const result = hasLiveResult(log)
    ? (livePayloads(log).findLast((payload) => payload.type === RESULT) as ResultPayload)
    : null;
  if (tournament.sport === Sport.cricket && !result && log.length > 0) {
    return cricketLines(facts, cricketScorecard(match, tournament, log));
  }
  if (tournament.sport === Sport.football && result?.goals) {
    // A result entered whole names its scorers: folded through the same rules as live scoring.
    const state = footballResultState(footballRules(tournament, match), {
      goals: result.goals as GoalInput[],
      homePenalties: result.homePenalties,
      awayPenalties: result.awayPenalties,
    });
    return footballLines(facts, state, teams);
  }
  if (tournament.sport === Sport.football && !result)
    return footballLines(facts, footballState(tournament, log, match), teams);
  // Totals alone (or a points sport) name no player.
  return footballLines(facts, { goals: [], cards: [], substitutions: [], missedPenalties: [], shootout: null }, teams);
}

/** Bump when `linesOf` or the lines' shape changes: every stored line is folded again. */
export const LINES_VERSION = 1;

/** The lines as stored: the player map as pairs (JSON has no Map), the facts left to the match. */
type StoredLines = Pick<MatchLines, 'batting' | 'bowling' | 'football'> & { players: [number, number][] };

/**
 * What a match's lines were folded from: its log (seq), its row (teams, batting order, rain rules) and its
 * tournament's rules (balls per over, sport); any change to one of them moves its `updatedAt`.
 */
const linesKey = (row: PlayedLinesRow): string =>
  [LINES_VERSION, row.seq, row.updated, row.tournament_updated].join(':');

function restored(row: PlayedLinesRow, stored: StoredLines): MatchLines {
  return {
    matchId: row.id,
    tournamentId: row.tournament_id,
    ballsPerOver: row.balls_per_over,
    scheduledAt: row.scheduled === null ? null : Number(row.scheduled),
    batting: stored.batting,
    bowling: stored.bowling,
    football: stored.football,
    players: new Map(stored.players),
  };
}

export const toStored = ({ batting, bowling, football, players }: MatchLines): StoredLines => ({
  batting,
  bowling,
  football,
  players: [...players],
});

/** What the players did in each completed or live match that fits `where`, in fixture order. */
export async function loadPlayedLines(em: EntityManager, where: QBFilterQuery<Match>): Promise<MatchLines[]> {
  const rows = await findPlayedLinesRows(em, where);
  const lines = new Map<number, MatchLines>();
  const stale: PlayedLinesRow[] = [];
  for (const row of rows) {
    const stored = row.player_lines;
    if (stored?.key === linesKey(row)) lines.set(row.id, restored(row, stored.lines as StoredLines));
    else stale.push(row);
  }
  if (stale.length > 0) {
    const ids = stale.map((row) => row.id);
    const matches = await matchesById(em, ids);
    const logs = await findMatchLogs(em, ids);
    // A match deleted since the first read has no lines to fold: it drops out of this read.
    const folded = stale.filter((row) => matches.has(row.id));
    for (const row of folded) lines.set(row.id, linesOf(matches.get(row.id)!, logs.get(row.id) ?? []));
    // Keyed by the row as first read: had it moved on meanwhile, the next read folds it again.
    await storePlayerLines(
      em,
      folded.map((row) => ({
        id: row.id,
        seq: row.seq,
        lines: { key: linesKey(row), lines: toStored(lines.get(row.id)!) },
      })),
    );
  }
  return rows.flatMap((row) => lines.get(row.id) ?? []);
}

async function matchesById(em: EntityManager, ids: number[]): Promise<Map<number, Match>> {
  return new Map((await findMatchesWithTournaments(em, ids)).map((match) => [match.id, match]));
}
