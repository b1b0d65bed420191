// A tournament's players' totals: the rows its leaderboards rank. Each tournament keeps them as last summed
// from its played matches' lines, tagged with a digest of those matches (each one's seq and last change)
// and the tournament's own last change; a board reads that one row and sums again only once a ball, an
// edit or a result has moved the digest, so its cost no longer grows with the length of the season.

import type { EntityManager } from '@mikro-orm/postgresql';
import { findTournamentTotalsRows, storeTournamentTotals, type TournamentTotalsRow } from './kept-lines.js';
import {
  battingTotals,
  bowlingTotals,
  byPlayer,
  footballTotals,
  type BattingTotals,
  type BowlingTotals,
  type FootballTotals,
} from './figures.js';
import type { MatchLines } from './match-lines.js';
import { LINES_VERSION, loadPlayedLines } from './played-matches.js';

/** One player's totals in a tournament, for the side they played for. */
export type PlayerTotals<Totals> = { player: number; team: number; totals: Totals };

export type TournamentTotals = {
  batting: PlayerTotals<BattingTotals>[];
  bowling: PlayerTotals<BowlingTotals>[];
  football: PlayerTotals<FootballTotals>[];
};

/** Bump when `totalsOf` or the totals' shape changes: every stored total is summed again. */
const TOTALS_VERSION = 1;

const totalsKey = (row: TournamentTotalsRow): string =>
  [TOTALS_VERSION, LINES_VERSION, row.played, row.updated].join(':');

/** Every player's totals over these played matches (one tournament's). */
export function totalsOf(played: MatchLines[], ballsPerOver: number): TournamentTotals {
  const appearances = new Map<number, number>();
  for (const each of played)
    for (const player of each.players.keys()) appearances.set(player, (appearances.get(player) ?? 0) + 1);
  const batting = [...byPlayer(played.flatMap((each) => each.batting))];
  const bowling = [...byPlayer(played.flatMap((each) => each.bowling))];
  const football = [...byPlayer(played.flatMap((each) => each.football))];
  return {
    batting: batting.map(([player, { team, lines }]) => ({ player, team, totals: battingTotals(lines) })),
    bowling: bowling.map(([player, { team, lines }]) => ({ player, team, totals: bowlingTotals(lines, ballsPerOver) })),
    football: football.map(([player, { team, lines }]) => ({
      player,
      team,
      totals: footballTotals(lines, appearances.get(player) ?? 0),
    })),
  };
}

const NO_TOTALS: TournamentTotals = { batting: [], bowling: [], football: [] };

/** The totals of each tournament (none for an unknown id): one statement once summed, more after a change. */
export async function loadTournamentTotals(
  em: EntityManager,
  tournamentIds: number[],
): Promise<Map<number, TournamentTotals>> {
  const rows = await findTournamentTotalsRows(em, tournamentIds);
  const totals = new Map<number, TournamentTotals>(tournamentIds.map((id) => [id, NO_TOTALS]));
  const stale: TournamentTotalsRow[] = [];
  for (const row of rows) {
    if (row.player_totals?.key === totalsKey(row)) totals.set(row.id, row.player_totals.totals as TournamentTotals);
    else stale.push(row);
  }
  if (stale.length > 0) {
    // Read after the digest: were a match to move meanwhile, these totals are newer than their key, and
    // the next read, finding a new digest, sums again.
    const lines = await loadPlayedLines(em, { tournament: { $in: stale.map((row) => row.id) } });
    for (const row of stale) {
      totals.set(
        row.id,
        totalsOf(
          lines.filter((each) => each.tournamentId === row.id),
          row.balls_per_over,
        ),
      );
    }
    await storeTournamentTotals(
      em,
      stale.map((row) => ({ id: row.id, totals: { key: totalsKey(row), totals: totals.get(row.id)! } })),
    );
  }
  return totals;
}
