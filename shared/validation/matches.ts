import { z } from 'zod';
import { ResultKind, Side } from '../enums.js';
import { oversNotationBalls } from '../overs.js';
import { DATE_RANGE_MESSAGE, isDateInRange, multiLine, singleLine } from './fields.js';

const notes = multiLine(2000, 'Notes can be at most 2000 characters').nullish();

// Bounds far above any real match and far below the database's 32-bit integers, so that no input, nor a
// sum of them (a table's goals, the next match number), can overflow a column.
/** The most goals, runs or points one side can be given in a match, and the highest target. */
export const MAX_SCORE = 9_999;
/** The highest round of a fixture list (a 1,024-team league plays each other twice in 2,046). */
export const MAX_ROUND_NUMBER = 9_999;
/** The highest match number of a tournament. */
export const MAX_MATCH_NUMBER = 999_999;

/** FixtureInput and AddMatchInput: a fixture's date, place, round and officials. */
export const fixtureSchema = z.object({
  scheduledDate: z.date('Give a valid date and time').refine(isDateInRange, DATE_RANGE_MESSAGE).nullish(),
  venue: singleLine(200, 'The venue can be at most 200 characters').nullish(),
  roundNumber: z
    .number()
    .int('The round must be a whole number')
    .min(1, 'The round must be 1 or more')
    .max(MAX_ROUND_NUMBER, `The round can be at most ${MAX_ROUND_NUMBER}`)
    .nullish(),
  matchNumber: z
    .number()
    .int('The match number must be a whole number')
    .min(1, 'The match number must be 1 or more')
    .max(MAX_MATCH_NUMBER, `The match number can be at most ${MAX_MATCH_NUMBER}`)
    .nullish(),
  refereeId: z.number().int().nullish(),
  scorerId: z.number().int().nullish(),
  weatherConditions: singleLine(200, 'Conditions can be at most 200 characters').nullish(),
  matchNotes: notes,
  isFinal: z.boolean().nullish(),
});

/** The innings a tournament plays, which bounds the balls and the revised overs of a score. */
export type InningsLimits = { oversPerInnings: number; ballsPerOver: number };

/** MatchScoreInput: a score as the scorer sends it, checked against the tournament's innings. */
export function scoreSchema(limits: InningsLimits) {
  const quota = limits.oversPerInnings * limits.ballsPerOver;
  const count = (label: string) =>
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(MAX_SCORE, `${label} can be at most ${MAX_SCORE}`)
      .nullish();
  const wickets = z
    .number()
    .int('Wickets must be a whole number')
    .min(0, 'Wickets cannot be negative')
    .max(10, 'A side has at most 10 wickets')
    .nullish();
  const balls = z
    .number()
    .int('Balls must be a whole number')
    .min(0, 'Balls cannot be negative')
    .max(
      quota,
      `An innings has at most ${quota} legal balls (${limits.oversPerInnings} overs of ${limits.ballsPerOver})`,
    )
    .nullish();
  // "Not bowled out" is false, never empty.
  const allOut = z
    .boolean()
    .nullish()
    .transform((value) => (value === null ? false : value));
  return z.object({
    homeTeamScore: count('The home score'),
    awayTeamScore: count('The away score'),
    homeWickets: wickets,
    awayWickets: wickets,
    homeBalls: balls,
    awayBalls: balls,
    homeAllOut: allOut,
    awayAllOut: allOut,
    battedFirst: z.enum(Side).nullish(),
    resultKind: z.enum(ResultKind).nullish(),
    revisedOvers: z
      .number()
      .positive('Revised overs must be more than 0')
      .max(limits.oversPerInnings, `Revised overs cannot exceed ${limits.oversPerInnings}`)
      .refine((overs) => oversNotationBalls(overs, limits.ballsPerOver) !== null, {
        error: `Write overs as overs.balls with fewer than ${limits.ballsPerOver} balls`,
      })
      .nullish(),
    revisedTarget: z
      .number()
      .int('The revised target must be a whole number')
      .min(1, 'The target must be at least 1')
      .max(MAX_SCORE, `The target can be at most ${MAX_SCORE}`)
      .nullish(),
    matchNotes: notes,
  });
}
