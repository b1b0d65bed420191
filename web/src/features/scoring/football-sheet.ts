import {
  applyFootballEvent,
  initialFootballState,
  playerKey,
  type FootballState,
} from '../../../../shared/deciders/football/football-state';
import { LEAGUE_RULES, knockoutRules, type FootballSide } from '../../../../shared/deciders/football/football-event';
import { formationRows } from '../../../../shared/deciders/football/match-sheet';
import type { FootballEventInput, FootballStat } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-t';
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

/** Whether a formation can be used, by the server's own check. */
export function isFormation(formation: string): boolean {
  try {
    formationRows(formation);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a formation cannot be used, or null: the server's own check (shared/deciders), its reason said in the
 * page's language: the shape ("4-3-3"), else the count of outfield players.
 */
export function formationProblem(formation: string, t: Translate): string | null {
  if (isFormation(formation)) return null;
  const text = formation.trim();
  // The shape shared/deciders/football/match-sheet.ts asks for: two to five rows of one digit each.
  if (!/^[1-9](-[1-9]){1,4}$/.test(text)) return t('scoring.lineup.formationShape');
  const rows = text.split('-').map(Number);
  const outfield = rows.reduce((sum, row) => sum + row, 0);
  return outfield === 10
    ? t('scoring.lineup.checkFormation')
    : t('scoring.lineup.formationCount', { formation: text, count: outfield });
}

/** The rows' names on the pad: "Defence", "Midfield", "Attack" (and "Midfield 2" for a fourth row). */
export function rowNames(rows: readonly number[], t: Translate): string[] {
  return rows.map((_, index) => {
    if (index === 0) return t('scoring.lineup.defence');
    if (index === rows.length - 1) return t('scoring.lineup.attack');
    return rows.length > 3 ? t('scoring.lineup.midfieldRow', { index }) : t('scoring.lineup.midfield');
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

/** Each tally's name, as FotMob labels the lines of its statistics. */
export const STAT_IDS: Record<FootballStat, MessageId> = {
  SHOTS: 'scoring.stat.SHOTS',
  SHOTS_ON_TARGET: 'scoring.stat.SHOTS_ON_TARGET',
  CORNERS: 'scoring.stat.CORNERS',
  FOULS: 'scoring.stat.FOULS',
  OFFSIDES: 'scoring.stat.OFFSIDES',
};

/** What a match-sheet event says in the pad's list: "Corners +1", "4-3-3", "Referee: …", "55%". */
export function sheetWords(input: FootballEventInput, t: Translate): string | null {
  if (input.kind === 'STAT' && input.stat) {
    return t('scoring.sheet.statDelta', { stat: t(STAT_IDS[input.stat]), delta: (input.delta ?? 0) > 0 ? '+1' : '−1' });
  }
  if (input.kind === 'LINEUP') return input.formation ?? '';
  if (input.kind === 'OFFICIALS') return t('scoring.sheet.referee', { name: input.referee ?? '' });
  if (input.kind === 'POSSESSION') return t('scoring.sheet.possessionValue', { value: input.possession ?? '' });
  return null;
}
