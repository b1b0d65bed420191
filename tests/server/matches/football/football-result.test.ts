import { describe, expect, it } from 'vitest';
import {
  knockoutRules,
  LEAGUE_RULES,
  type GoalInput,
} from '../../../../server/src/modules/matches/football/football-event.js';
import { footballResultState } from '../../../../server/src/modules/matches/football/football-result.js';
import {
  footballResultText,
  footballStandingsInput,
  scorerLines,
} from '../../../../server/src/modules/matches/football/football-state.js';
import { PUBLISHED_FINAL } from './published-final.js';

const KNOCKOUT = knockoutRules({ extraTime: true, penalties: true });
const goal = (side: 'home' | 'away', name: string, minute: number, extra: Partial<GoalInput> = {}): GoalInput => ({
  side,
  player: { name },
  minute,
  ...extra,
});

/** The 2022 World Cup final entered afterwards as a whole result, goals in the order a reporter might list them. */
const FINAL_GOALS = [
  goal('away', 'Mbappé', 80, { penalty: true }),
  goal('away', 'Mbappé', 81),
  goal('away', 'Mbappé', 118, { penalty: true }),
  goal('home', 'Messi', 23, { penalty: true }),
  goal('home', 'Di María', 36),
  goal('home', 'Messi', 108),
];

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return { field: (error as { field?: string }).field, message: (error as Error).message };
  }
  return null;
}

describe('a whole football result (recordResult)', () => {
  it('folds the 2022 World Cup final into the same scorers, result and standings as live scoring', () => {
    const state = footballResultState(KNOCKOUT, {
      goals: FINAL_GOALS,
      homeScore: 3,
      awayScore: 3,
      homePenalties: 4,
      awayPenalties: 2,
    });
    expect(state.score).toEqual(PUBLISHED_FINAL.score);
    expect(scorerLines(state, 'home')).toEqual(PUBLISHED_FINAL.scorerLines.home);
    expect(scorerLines(state, 'away')).toEqual(PUBLISHED_FINAL.scorerLines.away);
    expect(state.periods).toEqual(['FIRST_HALF', 'SECOND_HALF', 'EXTRA_TIME_FIRST', 'EXTRA_TIME_SECOND', 'PENALTIES']);
    expect(footballResultText(state, PUBLISHED_FINAL.teams)).toBe(PUBLISHED_FINAL.resultText);
    expect(footballStandingsInput(state)).toEqual(PUBLISHED_FINAL.standings);
  });

  it('ends at full time when the score is not level, and a league match may end level', () => {
    const won = footballResultState(KNOCKOUT, { goals: [goal('home', 'Saka', 45, { addedTime: 2 })] });
    expect(won.periods).toEqual(['FIRST_HALF', 'SECOND_HALF']);
    expect(footballResultText(won, { home: 'Arsenal', away: 'Chelsea' })).toBe('Arsenal won');
    const drawn = footballResultState(LEAGUE_RULES, { goals: [], homeScore: 0, awayScore: 0 });
    expect(footballResultText(drawn, { home: 'Arsenal', away: 'Chelsea' })).toBe('Draw');
  });

  it('names the goal or the field at fault', () => {
    const extraTimeGoal = [goal('home', 'Saka', 30), goal('home', 'Havertz', 100)];
    expect(refusal(() => footballResultState(KNOCKOUT, { goals: extraTimeGoal }))).toMatchObject({
      field: 'input.goals.1.minute',
    });
    expect(refusal(() => footballResultState(KNOCKOUT, { goals: [goal('home', 'Saka', 0)] }))).toMatchObject({
      field: 'input.goals.0.minute',
    });
    expect(
      refusal(() => footballResultState(KNOCKOUT, { goals: [goal('home', 'Saka', 30)], homeScore: 2 })),
    ).toMatchObject({ field: 'input.goals' });
    expect(refusal(() => footballResultState(KNOCKOUT, { goals: FINAL_GOALS }))).toMatchObject({
      field: 'input.homePenalties',
    });
    expect(
      refusal(() => footballResultState(KNOCKOUT, { goals: FINAL_GOALS, homePenalties: 5, awayPenalties: 2 })),
    ).toMatchObject({ field: 'input.homePenalties' });
    expect(
      refusal(() => footballResultState(LEAGUE_RULES, { goals: [], homePenalties: 4, awayPenalties: 3 })),
    ).toMatchObject({ field: 'input.homePenalties' });
  });
});
