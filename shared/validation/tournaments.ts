import { z } from 'zod';
import { KnockoutDecider, PointsFormat, Sport, SPORT_DECIDERS, TieBreaker, TournamentType } from '../enums.js';
import { DATE_RANGE_MESSAGE, isDateInRange, localDate, optionalText, requiredName } from './fields.js';

const money = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(99_999_999, 'This amount is too large')
    .nullish()
    .transform((value) => (value === null || value === undefined ? 0 : Math.round(value * 100) / 100));

/** A deadline given as a date alone means the end of that day. */
const deadline = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);
    if (Number.isNaN(parsed.getTime())) {
      context.addIssue({ code: 'custom', message: 'Enter the registration deadline as a date and time' });
      return z.NEVER;
    }
    if (!isDateInRange(parsed)) {
      context.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
      return z.NEVER;
    }
    return parsed;
  });

// GraphQL lets only whole numbers through; the browser may hand over what a person typed (NaN, 2.5).
const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Points for one kind of result; empty means the sport's default. */
const resultPoints = (what: string) =>
  wholeBetween(0, 10, `Points for ${what} must be a whole number from 0 to 10`)
    .nullish()
    .transform((value) => value ?? null);

/** The ranking rules in order; empty means the sport's default. */
const tieBreakers = z
  .array(z.enum(TieBreaker, { error: 'Choose tie-breakers from the list' }), {
    error: 'Choose tie-breakers from the list',
  })
  .max(Object.keys(TieBreaker).length, 'Each tie-breaker can be used once')
  .nullish()
  .transform((value) => (value && value.length > 0 ? value : null))
  .refine((value) => !value || new Set(value).size === value.length, 'Each tie-breaker can be used once');

/** TournamentInput: Create Tournament and a tournament's edit. */
export const tournamentSchema = z
  .object({
    name: requiredName('Tournament name is required'),
    description: optionalText(2000, 'many'),
    sport: z
      .enum(Sport)
      .nullish()
      .transform((value) => value ?? Sport.football),
    tournamentType: z.enum(TournamentType, { error: 'Choose a tournament type: round_robin, knockout or league' }),
    startDate: localDate('Start date is required'),
    endDate: localDate('End date is required'),
    registrationDeadline: deadline,
    maxTeams: z
      .number({ error: 'Max teams must be a positive number' })
      .int('Max teams must be a whole number')
      .positive('Max teams must be a positive number')
      .max(1024, 'Max teams can be at most 1024')
      .nullish()
      .transform((value) => value ?? null),
    entryFee: money('Entry fee must be 0 or more'),
    prizePool: money('Prize pool must be 0 or more'),
    rules: optionalText(10_000, 'many'),
    venueInfo: optionalText(500, 'many'),
    oversPerInnings: wholeBetween(1, 50, 'Overs per innings must be between 1 and 50')
      .nullish()
      .transform((value) => value ?? 20),
    ballsPerOver: wholeBetween(1, 10, 'Balls per over must be between 1 and 10')
      .nullish()
      .transform((value) => value ?? 6),
    pointsFormat: z
      .enum(PointsFormat, { error: 'Choose a points format' })
      .nullish()
      .transform((value) => value ?? PointsFormat.points),
    tieBreakers,
    pointsForWin: resultPoints('a win'),
    pointsForDraw: resultPoints('a draw or tie'),
    pointsForLoss: resultPoints('a loss'),
    pointsForNoResult: resultPoints('a no result'),
    knockoutDecider: z
      .enum(KnockoutDecider, { error: 'Choose how a level knockout match is settled' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((values, context) => {
    const allowed = SPORT_DECIDERS[values.sport];
    if (values.knockoutDecider && !allowed.includes(values.knockoutDecider)) {
      context.addIssue({
        code: 'custom',
        path: ['knockoutDecider'],
        message: `A ${values.sport} match is settled by ${allowed.join(' or ')}`,
      });
    }
  })
  .refine((values) => values.sport === Sport.cricket || !values.tieBreakers?.includes(TieBreaker.NET_RUN_RATE), {
    message: 'Net run rate ranks cricket tables only',
    path: ['tieBreakers'],
  })
  .refine((values) => values.endDate >= values.startDate, {
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  })
  .refine(
    (values) =>
      !values.registrationDeadline || values.registrationDeadline <= new Date(`${values.endDate}T23:59:59.999Z`),
    { message: 'Registration must close before the tournament ends', path: ['registrationDeadline'] },
  );
