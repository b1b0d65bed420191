// What each player did in one match, read off the match's projections (the scorecard, the football
// fold): no law is applied here, only counted. Super overs decide a tie and count nowhere else.
import type { GeneratedTexts } from '../../../../shared/i18n/generated-texts.js';
import { isWicketOfInnings } from '../matches/cricket/delivery.js';
import type { MatchScorecard } from '../matches/cricket/scorecard.js';
import type { FootballSide, PlayerRef } from '../matches/football/football-event.js';
import type { FootballState } from '../matches/football/football-state.js';

/** One batter's innings. */
export type BattingLine = {
  player: number;
  team: number;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  /** Dismissed by a wicket of the innings (retired hurt or not out is not out). */
  out: boolean;
};

/** One bowler's spell in an innings. */
export type BowlingLine = {
  player: number;
  team: number;
  legalBalls: number;
  maidens: number;
  runs: number;
  wickets: number;
};

/** One footballer's match, for those the log names. */
export type FootballLine = {
  player: number;
  team: number;
  goals: number;
  penalties: number;
  assists: number;
  yellowCards: number;
  redCards: number;
};

export type MatchLines = {
  matchId: number;
  tournamentId: number;
  ballsPerOver: number;
  /** When the match was set for (ms since the epoch; null when undated): orders a player's list. */
  scheduledAt: number | null;
  batting: BattingLine[];
  bowling: BowlingLine[];
  football: FootballLine[];
  /** Every player the match's log names, with their side: who played. */
  players: Map<number, number>;
};

/** A roster id as the logs name players; a key that is not one (a bare name) credits nobody. */
function rosterId(key: string | number | null | undefined): number | null {
  const id = Number(key);
  return key !== null && key !== undefined && key !== '' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What one player did in one match, in a line: "45* (30), 2/24" or "2 goals, 1 assist". */
export function playerMatchSummary(texts: GeneratedTexts, lines: MatchLines, player: number): string {
  const parts: string[] = [];
  // Numbers as written, never grouped (a bowler's "1/1,000" would read as two figures).
  for (const line of lines.batting.filter((each) => each.player === player)) {
    const values = { runs: String(line.runs), balls: String(line.balls), notOut: line.out ? 'no' : 'yes' };
    parts.push(texts('cricket.playerMatch.batting', values));
  }
  for (const line of lines.bowling.filter((each) => each.player === player)) {
    parts.push(texts('cricket.playerMatch.bowling', { wickets: String(line.wickets), runs: String(line.runs) }));
  }
  const football = lines.football.find((each) => each.player === player);
  if (football) {
    if (football.goals) parts.push(texts('cricket.playerMatch.goals', { count: football.goals }));
    if (football.assists) parts.push(texts('cricket.playerMatch.assists', { count: football.assists }));
    if (football.yellowCards) parts.push(texts('cricket.playerMatch.yellowCards', { count: football.yellowCards }));
    if (football.redCards) parts.push(texts('cricket.playerMatch.redCards', { count: football.redCards }));
  }
  return parts.join(', ');
}

type MatchFacts = Pick<MatchLines, 'matchId' | 'tournamentId' | 'ballsPerOver' | 'scheduledAt'>;

const emptyLines = (facts: MatchFacts): MatchLines => ({
  ...facts,
  batting: [],
  bowling: [],
  football: [],
  players: new Map(),
});

/** The batting and bowling lines of a cricket card's main innings. */
export function cricketLines(facts: MatchFacts, card: MatchScorecard): MatchLines {
  const lines = emptyLines(facts);
  for (const innings of card.innings) {
    if (innings.superOver) continue;
    const batting = Number(innings.battingTeam);
    const bowling = Number(innings.bowlingTeam);
    for (const entry of innings.batting) {
      const player = rosterId(entry.player);
      if (player === null) continue;
      lines.players.set(player, batting);
      lines.batting.push({
        player,
        team: batting,
        runs: entry.runs,
        balls: entry.balls,
        fours: entry.fours,
        sixes: entry.sixes,
        out: entry.dismissal !== null && isWicketOfInnings(entry.dismissal.kind),
      });
      for (const fielder of entry.dismissal?.fielders ?? []) {
        const id = rosterId(fielder);
        if (id !== null) lines.players.set(id, bowling);
      }
    }
    for (const entry of innings.bowling) {
      const player = rosterId(entry.player);
      if (player === null) continue;
      lines.players.set(player, bowling);
      lines.bowling.push({
        player,
        team: bowling,
        legalBalls: entry.legalBalls,
        maidens: entry.maidens,
        runs: entry.runs,
        wickets: entry.wickets,
      });
    }
  }
  return lines;
}

/** Goals, assists and cards of a football match; an own goal credits no player. */
export function footballLines(
  facts: MatchFacts,
  state: Pick<FootballState, 'goals' | 'cards' | 'substitutions' | 'missedPenalties' | 'shootout'>,
  teams: Record<FootballSide, number>,
): MatchLines {
  const lines = emptyLines(facts);
  const byPlayer = new Map<number, FootballLine>();
  const line = (ref: PlayerRef | null | undefined, side: FootballSide): FootballLine | null => {
    const player = rosterId(ref?.id);
    if (player === null) return null;
    lines.players.set(player, teams[side]);
    let entry = byPlayer.get(player);
    if (!entry) {
      entry = { player, team: teams[side], goals: 0, penalties: 0, assists: 0, yellowCards: 0, redCards: 0 };
      byPlayer.set(player, entry);
    }
    return entry;
  };
  const other = (side: FootballSide): FootballSide => (side === 'home' ? 'away' : 'home');
  for (const goal of state.goals) {
    if (goal.ownGoal) {
      // The scorer played for the other side: they played, and are credited with nothing.
      line(goal.player, other(goal.side));
      continue;
    }
    const scorer = line(goal.player, goal.side);
    if (scorer) {
      scorer.goals += 1;
      if (goal.penalty) scorer.penalties += 1;
    }
    const assist = line(goal.assist, goal.side);
    if (assist) assist.assists += 1;
  }
  for (const card of state.cards) {
    const entry = line(card.player, card.side);
    if (!entry) continue;
    // A second yellow is a yellow card that sends the player off.
    if (card.card !== 'RED') entry.yellowCards += 1;
    if (card.card !== 'YELLOW') entry.redCards += 1;
  }
  for (const substitution of state.substitutions) {
    line(substitution.playerOff, substitution.side);
    line(substitution.playerOn, substitution.side);
  }
  for (const missed of state.missedPenalties) line(missed.player, missed.side);
  for (const kick of state.shootout?.kicks ?? []) line(kick.player, kick.side);
  lines.football = [...byPlayer.values()];
  return lines;
}
