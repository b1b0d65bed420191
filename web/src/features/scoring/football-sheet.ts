import {
  applyFootballEvent,
  initialFootballState,
  playerKey,
  type FootballState,
} from '../../../../shared/deciders/football/football-state';
import { LEAGUE_RULES, knockoutRules, type FootballSide } from '../../../../shared/deciders/football/football-event';
import { STAT_LABELS, formationRows } from '../../../../shared/deciders/football/match-sheet';
import type { FootballEventInput } from '../../gql/graphql';
import type { RosterPlayer } from './PlayerPicker';
import type { StoredFootballEvent } from './football-state';

/**
 * The match as the pad reads it, by the server's own laws (shared/deciders): each side's line-up, who is on
 * the pitch and on the bench, the tallies, the officials. The log is the server's, so every event folds; a
 * knockout is read with extra time and penalties allowed, which refuses nothing the server stored.
 */
export function padFold(events: readonly StoredFootballEvent[], knockout: boolean): FootballState {
  let state = initialFootballState(knockout ? knockoutRules({ extraTime: true, penalties: true }) : LEAGUE_RULES);
  for (const event of events) {
    try {
      state = applyFootballEvent(state, { input: event.input, at: new Date(event.at) });
    } catch {
      // An event the pad's reading refuses (rules it cannot see) leaves the sheet as it was.
    }
  }
  return state;
}

/** The side's players with a status: on the pitch, or on the bench and not yet used; all of them with no line-up. */
export function playersWhere(
  state: FootballState,
  side: FootballSide,
  roster: readonly RosterPlayer[],
  status: 'ON' | 'BENCH',
): RosterPlayer[] {
  if (!state.lineups[side]) return [...roster];
  return roster.filter((player) => state.players[playerKey(side, { id: player.id })]?.status === status);
}

/** Why a formation cannot be used, or null: the server's own check. */
export function formationProblem(formation: string): string | null {
  try {
    formationRows(formation);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'Check the formation';
  }
}

/** The rows' names on the pad: "Defence", "Midfield", "Attack" (and "Midfield 2" for a fourth row). */
export function rowNames(rows: readonly number[]): string[] {
  return rows.map((_, index) => {
    if (index === 0) return 'Defence';
    if (index === rows.length - 1) return 'Attack';
    return rows.length > 3 ? `Midfield ${index}` : 'Midfield';
  });
}

export const FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '4-1-4-1', '3-5-2', '3-4-3', '5-3-2', '5-4-1', '4-5-1'];

/** The position a row of a formation plays: defence first, attack last, midfield between. */
const rowPosition = (row: number, rows: number) =>
  row === 0 ? 'defender' : row === rows - 1 ? 'forward' : 'midfielder';

/**
 * A first XI and bench for a formation, from the roster's positions: a goalkeeper in goal, defenders in
 * the back row, forwards up front, midfielders between, shirt numbers first; a row short of its position
 * is filled from the players left. The scorer changes what differs from the team sheet.
 */
export function suggestedLineup(
  roster: readonly RosterPlayer[],
  rows: readonly number[],
): { starters: (number | null)[]; bench: number[] } {
  const left = [...roster].sort((a, b) => (a.jerseyNumber ?? 999) - (b.jerseyNumber ?? 999) || a.id - b.id);
  const take = (position: string | null) => {
    const index = left.findIndex((player) => position === null || player.position === position);
    return index < 0 ? null : left.splice(index, 1)[0].id;
  };
  const wanted = [
    'goalkeeper',
    ...rows.flatMap((size, row) => Array<string>(size).fill(rowPosition(row, rows.length))),
  ];
  const starters = wanted.map((position) => take(position));
  // Second pass: outfield players before a spare goalkeeper.
  for (const [index, id] of starters.entries()) {
    if (id !== null) continue;
    const outfield = left.findIndex((player) => player.position !== 'goalkeeper');
    starters[index] = outfield >= 0 ? left.splice(outfield, 1)[0].id : take(null);
  }
  return { starters, bench: left.slice(0, 15).map((player) => player.id) };
}

/** What a match-sheet event says in the pad's list: "Corners +1", "4-3-3", "Referee: …", "55%". */
export function sheetWords(input: FootballEventInput): string | null {
  if (input.kind === 'STAT' && input.stat) return `${STAT_LABELS[input.stat]} ${(input.delta ?? 0) > 0 ? '+1' : '−1'}`;
  if (input.kind === 'LINEUP') return input.formation ?? '';
  if (input.kind === 'OFFICIALS') return `Referee: ${input.referee ?? ''}`;
  if (input.kind === 'POSSESSION') return `${input.possession ?? ''}%`;
  return null;
}
