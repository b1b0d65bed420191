import type { CompletedMatch } from '../../server/src/modules/standings/standings.rules.js';

type Result = { homeScore: number; awayScore: number; winner: 'home' | 'away' | null };

let nextId = 0;

/** The match row the standings read, filled from a projection's result; the cricket columns stay empty. */
export function completedMatch(homeTeamId: number, awayTeamId: number, result: Result): CompletedMatch {
  nextId += 1;
  return {
    id: nextId,
    homeTeamId,
    awayTeamId,
    homeScore: result.homeScore,
    awayScore: result.awayScore,
    homeBalls: null,
    awayBalls: null,
    homeAllOut: false,
    awayAllOut: false,
    battedFirst: null,
    resultKind: null,
    revisedOvers: null,
    revisedTarget: null,
    winnerTeamId: result.winner === null ? null : result.winner === 'home' ? homeTeamId : awayTeamId,
    scheduledDate: new Date(Date.UTC(2026, 0, 1, 0, nextId)),
    matchNumber: nextId,
  };
}
