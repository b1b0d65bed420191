// Who won a result entered whole, and how: the scores' outcome, or the decider's for a level match.
import { InputError } from '../../../core/errors.js';
import { Sport, type Tournament } from '../../tournaments/tournament.entity.js';
import { shootoutScoreProblem } from '../football/football-state.js';
import { ResultKind, Side } from '../match.entity.js';
import { deriveOutcome, isKnockoutMatch, type Outcome, type ResultFields } from '../match-rules.js';
import { Decider } from './match-result.inputs.js';

export type DeciderFields = {
  decider?: Decider | null;
  deciderWinner?: Side | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
};

const DECIDERS: Record<Sport, readonly Decider[]> = {
  [Sport.cricket]: [Decider.SUPER_OVER],
  [Sport.football]: [Decider.PENALTIES, Decider.EXTRA_TIME],
  [Sport.points]: [],
};

/** Level as the result counts it: equal runs or goals, or a rain-revised chase one short of its target. */
function isLevel(fields: ResultFields, sport: Sport): boolean {
  const { homeTeamScore: home, awayTeamScore: away } = fields;
  if (home == null || away == null) return false;
  if (sport === Sport.cricket && fields.resultKind === ResultKind.no_result) return false;
  if (sport === Sport.cricket && fields.resultKind === ResultKind.rain_revised && fields.revisedTarget != null) {
    const chase = (fields.battedFirst ?? Side.home) === Side.home ? away : home;
    return chase === fields.revisedTarget - 1;
  }
  return home === away;
}

/** Renames the fields of a score error as the input names them (`input.homeTeamScore`). */
export function underInput(error: unknown): unknown {
  if (!(error instanceof InputError)) return error;
  return new InputError(
    Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [
        field === 'status' ? 'input.decider' : field.startsWith('input') ? field : `input.${field}`,
        message,
      ]),
    ),
  );
}

/**
 * The winner and result kind of a result entered whole. A level knockout match needs a decider; a decider
 * is refused where the scores already decide, and where the sport has no such decider.
 */
export function resultOutcome(tournament: Tournament, fields: ResultFields, given: DeciderFields): Outcome {
  const sport = tournament.sport;
  const { decider = null, deciderWinner = null, homePenalties = null, awayPenalties = null } = given;
  const penaltiesGiven = homePenalties != null || awayPenalties != null;
  if (decider === null) {
    if (deciderWinner !== null) throw new InputError({ 'input.deciderWinner': 'Name the decider it was won in' });
    if (penaltiesGiven) {
      const field = homePenalties != null ? 'input.homePenalties' : 'input.awayPenalties';
      throw new InputError({ [field]: 'A shoot-out is a decider: set decider to PENALTIES' });
    }
    if (isLevel(fields, sport) && isKnockoutMatch(fields, tournament)) {
      const allowed = DECIDERS[sport];
      throw new InputError({
        'input.decider': allowed.length
          ? `The scores are level and a knockout match needs a winner: name the decider (${allowed.join(' or ')})`
          : 'The scores are level and a knockout match needs a winner: enter the tie-break in the score',
      });
    }
    try {
      return deriveOutcome(fields, tournament);
    } catch (error) {
      throw underInput(error);
    }
  }

  if (!DECIDERS[sport].includes(decider)) {
    throw new InputError({
      'input.decider': `A ${sport} match is not decided by ${decider}${DECIDERS[sport].length ? ` (only ${DECIDERS[sport].join(', ')})` : ''}`,
    });
  }
  if (penaltiesGiven && decider !== Decider.PENALTIES) {
    throw new InputError({ 'input.homePenalties': `Penalties belong to a shoot-out, not ${decider}` });
  }
  if (fields.homeTeamScore == null) throw new InputError({ 'input.homeTeamScore': 'Enter the home score' });
  if (fields.awayTeamScore == null) throw new InputError({ 'input.awayTeamScore': 'Enter the away score' });
  const level = isLevel(fields, sport);

  if (decider === Decider.EXTRA_TIME) {
    if (level) throw new InputError({ 'input.decider': 'Level after extra time: the decider is PENALTIES' });
    if (deciderWinner !== null) {
      throw new InputError({ 'input.deciderWinner': 'After extra time the scores name the winner' });
    }
    return { winner: fields.homeTeamScore > fields.awayTeamScore ? Side.home : Side.away, resultKind: null };
  }
  if (!level) throw new InputError({ 'input.decider': `The scores are not level: no ${decider} was needed` });

  let winner = deciderWinner;
  if (decider === Decider.PENALTIES && penaltiesGiven) {
    const score = { home: homePenalties ?? -1, away: awayPenalties ?? -1 };
    const problem = shootoutScoreProblem(score);
    if (problem) throw new InputError({ [problem.field]: problem.message });
    const shootoutWinner = score.home > score.away ? Side.home : Side.away;
    if (winner !== null && winner !== shootoutWinner) {
      throw new InputError({ 'input.deciderWinner': `The shoot-out score says ${shootoutWinner} won it` });
    }
    winner = shootoutWinner;
  }
  if (winner === null) throw new InputError({ 'input.deciderWinner': `Name who won the ${decider}` });
  const resultKind =
    sport !== Sport.cricket ? null : fields.resultKind === ResultKind.rain_revised ? fields.resultKind : ResultKind.tie;
  return { winner, resultKind };
}
