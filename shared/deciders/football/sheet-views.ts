// What the pages print of the match sheet: each side's line-up as a pitch reads it (rows by formation,
// goals, cards and substitutions beside each player), and the statistics as paired lines.
import { FOOTBALL_STATS, type FootballSide, type SheetPlayerRef } from './football-event.js';
import { minuteText } from './clock.js';
import { playerKey, playerName, type FootballState } from './football-state.js';
import { ENGLISH_TEXTS, type GeneratedTexts } from '../../i18n/generated-texts.js';

export type SheetPlayerView = {
  player: SheetPlayerRef;
  name: string;
  /** 0 the goalkeeper, then the formation's rows from defence (1) to attack; null on the bench. */
  row: number | null;
  goals: number;
  ownGoals: number;
  yellowCard: boolean;
  redCard: boolean;
  /** "67'" when substituted, and who came on. */
  subbedOff: string | null;
  replacedBy: string | null;
  /** For a substitute: "67'" when they came on, and for whom. */
  subbedOn: string | null;
  replaced: string | null;
};

export type LineupView = {
  side: FootballSide;
  formation: string;
  rows: number[];
  starters: SheetPlayerView[];
  bench: SheetPlayerView[];
};

/** A side's line-up with what happened to each player, or null until the scorer set it. */
export function lineupView(state: FootballState, side: FootballSide): LineupView | null {
  const sheet = state.lineups[side];
  if (!sheet) return null;
  const view = (player: SheetPlayerRef, row: number | null): SheetPlayerView => {
    const key = playerKey(side, player);
    const mine = (other: { side: FootballSide; player: SheetPlayerRef }) => playerKey(other.side, other.player) === key;
    const off = state.substitutions.find((sub) => sub.side === side && playerKey(side, sub.playerOff) === key);
    const on = state.substitutions.find((sub) => sub.side === side && playerKey(side, sub.playerOn) === key);
    const cards = state.cards.filter(mine);
    return {
      player,
      name: playerName(player),
      row,
      goals: state.goals.filter((goal) => !goal.ownGoal && mine(goal)).length,
      // An own goal is credited to the other side; its scorer plays for this one.
      ownGoals: state.goals.filter((goal) => goal.ownGoal && playerKey(side, goal.player) === key && goal.side !== side)
        .length,
      yellowCard: cards.some((card) => card.card === 'YELLOW'),
      redCard: cards.some((card) => card.card !== 'YELLOW'),
      subbedOff: off ? minuteText(off.minute, off.addedTime) : null,
      replacedBy: off ? playerName(off.playerOn) : null,
      subbedOn: on ? minuteText(on.minute, on.addedTime) : null,
      replaced: on ? playerName(on.playerOff) : null,
    };
  };
  // The goalkeeper first, then each row of the formation in turn.
  const rowOf = (index: number) => {
    let last = 0;
    for (const [row, size] of sheet.rows.entries()) {
      last += size;
      if (index <= last) return row + 1;
    }
    return sheet.rows.length;
  };
  return {
    side,
    formation: sheet.formation,
    rows: sheet.rows,
    starters: sheet.starters.map((player, index) => view(player, index === 0 ? 0 : rowOf(index))),
    bench: sheet.bench.map((player) => view(player, null)),
  };
}

export type StatLine = { key: string; label: string; home: number; away: number; percentage: boolean };

/**
 * FotMob's lines: ball possession (once set) and each tally; null before anything was recorded. The labels
 * are in the reader's language (English by default).
 */
export function statLines(state: FootballState, texts: GeneratedTexts = ENGLISH_TEXTS): StatLine[] | null {
  const tallied = FOOTBALL_STATS.some((stat) => state.stats.home[stat] > 0 || state.stats.away[stat] > 0);
  if (!tallied && !state.possession) return null;
  const lines: StatLine[] = state.possession
    ? [{ key: 'POSSESSION', label: texts('football.stat.POSSESSION'), ...state.possession, percentage: true }]
    : [];
  for (const stat of FOOTBALL_STATS) {
    lines.push({
      key: stat,
      label: texts(`football.stat.${stat}`),
      home: state.stats.home[stat],
      away: state.stats.away[stat],
      percentage: false,
    });
  }
  return lines;
}
