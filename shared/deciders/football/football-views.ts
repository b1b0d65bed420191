// What the pages print of a football match: the clock, the scorers, the result, the standings' input.
import { otherSide, type FootballSide } from './football-event.js';
import { clockMinute, minuteText, periodMinutes } from './clock.js';
import {
  currentPeriod,
  level,
  playerKey,
  playerName,
  type CardKind,
  type CardRecord,
  type FootballState,
  type GoalRecord,
  type MissedPenaltyRecord,
  type SubstitutionRecord,
} from './football-state.js';
import { ENGLISH_TEXTS, type GeneratedTexts } from '../../i18n/generated-texts.js';

/**
 * The match clock for the public page: "67'", "45+2'" in play (from the period's start and now),
 * "HT", "FT" (also the break before extra time), "ET HT", "AET", "Pens"; null before kick-off.
 */
export function matchClock(state: FootballState, now: Date): string | null {
  const period = currentPeriod(state);
  if (state.phase === 'NOT_STARTED' || !period) return null;
  if (state.phase === 'ENDED') return { NORMAL_TIME: 'FT', EXTRA_TIME: 'AET', PENALTIES: 'Pens' }[state.finishedAfter!];
  if (period === 'PENALTIES') return 'Pens';
  if (state.phase === 'BREAK') {
    return { FIRST_HALF: 'HT', SECOND_HALF: 'FT', EXTRA_TIME_FIRST: 'ET HT', EXTRA_TIME_SECOND: 'AET' }[period];
  }
  const shown = clockMinute(periodMinutes(state.rules, period)!, Date.parse(state.periodStartedAt!), now.getTime());
  return minuteText(shown.minute, shown.addedTime);
}

/**
 * The scorers' lines of one side: one per player in order of their first goal, "Messi 23' (pen), 108'",
 * in the reader's language (English by default).
 */
export function scorerLines(state: FootballState, side: FootballSide, texts: GeneratedTexts = ENGLISH_TEXTS): string[] {
  const lines = new Map<string, string[]>();
  const names = new Map<string, string>();
  for (const goal of state.goals.filter((each) => each.side === side)) {
    const key = playerKey(goal.ownGoal ? otherSide(side) : side, goal.player);
    names.set(key, playerName(goal.player));
    const minute = minuteText(goal.minute, goal.addedTime);
    const text = goal.penalty
      ? texts('football.scorer.penalty', { minute })
      : goal.ownGoal
        ? texts('football.scorer.ownGoal', { minute })
        : minute;
    lines.set(key, [...(lines.get(key) ?? []), text]);
  }
  return [...lines].map(([key, minutes]) =>
    texts('football.scorer.line', { player: names.get(key)!, minutes: minutes.join(', ') }),
  );
}

// The match centre's timeline lines, in the reader's language: "23' GOAL! Messi (pen), assist Xavi".

export function goalText(goal: GoalRecord, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  const values = { minute: minuteText(goal.minute, goal.addedTime), player: playerName(goal.player) };
  const id = goal.penalty
    ? 'football.timeline.penaltyGoal'
    : goal.ownGoal
      ? 'football.timeline.ownGoal'
      : 'football.timeline.goal';
  const text = texts(id, values);
  return goal.assist ? texts('football.timeline.assist', { goal: text, player: playerName(goal.assist) }) : text;
}

const CARD_TEXTS = {
  YELLOW: 'football.timeline.yellowCard',
  SECOND_YELLOW: 'football.timeline.secondYellow',
  RED: 'football.timeline.redCard',
} as const satisfies Record<CardKind, Parameters<GeneratedTexts>[0]>;

export function cardText(card: CardRecord, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  return texts(CARD_TEXTS[card.card], {
    minute: minuteText(card.minute, card.addedTime),
    player: playerName(card.player),
  });
}

export function substitutionText(sub: SubstitutionRecord, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  return texts('football.timeline.substitution', {
    minute: minuteText(sub.minute, sub.addedTime),
    playerOn: playerName(sub.playerOn),
    playerOff: playerName(sub.playerOff),
  });
}

export function missedPenaltyText(miss: MissedPenaltyRecord, texts: GeneratedTexts = ENGLISH_TEXTS): string {
  return texts('football.timeline.missedPenalty', {
    minute: minuteText(miss.minute, miss.addedTime),
    player: playerName(miss.player),
  });
}

/** "Arsenal won", "Arsenal won after extra time", "Arsenal won 4-3 on penalties" or "Draw"; null until the end. */
export function footballResultText(state: FootballState, teams: { home: string; away: string }): string | null {
  if (state.phase !== 'ENDED') return null;
  if (!state.winner) return 'Draw';
  const name = teams[state.winner];
  if (state.finishedAfter === 'PENALTIES') {
    const score = state.shootout!.score;
    const loser = otherSide(state.winner);
    return `${name} won ${score[state.winner]}-${score[loser]} on penalties`;
  }
  return state.finishedAfter === 'EXTRA_TIME' ? `${name} won after extra time` : `${name} won`;
}

/** What the standings and the match row need from a finished match; null until it ends. */
export type FootballStandingsInput = {
  /** After extra time when it was played; shoot-out kicks are not goals. */
  homeGoals: number;
  awayGoals: number;
  /** Who won the match, by a shoot-out too; null for a draw. */
  winner: FootballSide | null;
  /** Level on goals: the table counts a match decided by penalties as a draw. */
  drawOnGoals: boolean;
  decidedByPenalties: boolean;
  homePenalties: number | null;
  awayPenalties: number | null;
};

export function footballStandingsInput(state: FootballState): FootballStandingsInput | null {
  if (state.phase !== 'ENDED') return null;
  const penalties = state.finishedAfter === 'PENALTIES' ? state.shootout!.score : null;
  return {
    homeGoals: state.score.home,
    awayGoals: state.score.away,
    winner: state.winner,
    drawOnGoals: level(state.score),
    decidedByPenalties: penalties !== null,
    homePenalties: penalties?.home ?? null,
    awayPenalties: penalties?.away ?? null,
  };
}
