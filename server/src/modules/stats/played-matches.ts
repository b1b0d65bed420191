// Played matches with their per-player lines. Each match keeps its lines as last folded from its log,
// tagged with what they came from; a read folds again only the matches whose log, row or tournament has
// changed since (one statement for their logs, one to store the new lines), so a leaderboard over a
// season sums a row per match instead of replaying every ball. The folds are the matches domain's own.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
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
import { findMatchLogs, findPlayedMatches, storePlayerLines, type LoggedEvent } from '../matches/matches.queries.js';
import { Sport } from '../tournaments/tournament.entity.js';
import { cricketLines, footballLines, type MatchLines } from './match-lines.js';

export type PlayedMatch = { match: Match; lines: MatchLines };

function linesOf(match: Match, log: LoggedEvent[]): MatchLines {
  const tournament = match.tournament.getEntity();
  const facts = { matchId: match.id, tournamentId: tournament.id, ballsPerOver: tournament.ballsPerOver };
  const teams = { home: match.homeTeam!.id, away: match.awayTeam!.id };
  const result = hasLiveResult(log)
    ? (livePayloads(log).findLast((payload) => payload.type === RESULT) as ResultPayload)
    : null;
  if (tournament.sport === Sport.cricket && !result && log.length > 0) {
    return cricketLines(facts, cricketScorecard(match, tournament, log));
  }
  if (tournament.sport === Sport.football && result?.goals) {
    // A result entered whole names its scorers: replayed through the same rules as live scoring.
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
const LINES_VERSION = 1;

/** The lines as stored: the player map as pairs (JSON has no Map), the facts left to the match. */
type StoredLines = Pick<MatchLines, 'batting' | 'bowling' | 'football'> & { players: [number, number][] };

/**
 * What a match's lines were folded from: its log (seq), its row (teams, batting order, rain rules) and its
 * tournament's rules (balls per over, sport); any change to one of them moves its `updatedAt`.
 */
function linesKey(match: Match): string {
  const tournament = match.tournament.getEntity();
  return [LINES_VERSION, match.seq, match.updatedAt.getTime(), tournament.updatedAt.getTime()].join(':');
}

function restored(match: Match, stored: StoredLines): MatchLines {
  const tournament = match.tournament.getEntity();
  return {
    matchId: match.id,
    tournamentId: tournament.id,
    ballsPerOver: tournament.ballsPerOver,
    batting: stored.batting,
    bowling: stored.bowling,
    football: stored.football,
    players: new Map(stored.players),
  };
}

const toStored = ({ batting, bowling, football, players }: MatchLines): StoredLines => ({
  batting,
  bowling,
  football,
  players: [...players],
});

/** The completed and live matches that fit `where`, each with what its players did. */
export async function loadPlayedMatches(em: EntityManager, where: FilterQuery<Match>): Promise<PlayedMatch[]> {
  const matches = await findPlayedMatches(em, where);
  const lines = new Map<number, MatchLines>();
  const stale: Match[] = [];
  for (const match of matches) {
    const stored = match.playerLines;
    if (stored?.key === linesKey(match)) lines.set(match.id, restored(match, stored.lines as StoredLines));
    else stale.push(match);
  }
  if (stale.length > 0) {
    const logs = await findMatchLogs(
      em,
      stale.map((match) => match.id),
    );
    for (const match of stale) lines.set(match.id, linesOf(match, logs.get(match.id) ?? []));
    // Only where the log has not moved on since it was read: a newer event's reader stores its own.
    await storePlayerLines(
      em,
      stale.map((match) => ({
        id: match.id,
        seq: match.seq,
        lines: { key: linesKey(match), lines: toStored(lines.get(match.id)!) },
      })),
    );
  }
  return matches.map((match) => ({ match, lines: lines.get(match.id)! }));
}
