// Played matches folded into per-player lines: two statements (the matches, then every log at once),
// however many matches and events; the folds are the matches domain's own projections.
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
import { findMatchLogs, findPlayedMatches, type LoggedEvent } from '../matches/matches.queries.js';
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

/** The completed and live matches that fit `where`, each with what its players did. */
export async function loadPlayedMatches(em: EntityManager, where: FilterQuery<Match>): Promise<PlayedMatch[]> {
  const matches = await findPlayedMatches(em, where);
  const logs = await findMatchLogs(
    em,
    matches.map((match) => match.id),
  );
  return matches.map((match) => ({ match, lines: linesOf(match, logs.get(match.id) ?? []) }));
}
