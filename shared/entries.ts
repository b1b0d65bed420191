import { z } from 'zod';
import { Sport } from './enums.js';
import { multiLine } from './validation/fields.js';

// Entries a tournament's organiser reviews, and the squads teams name for a season: the value sets and the
// limits the server checks and the forms show, in one place.

/** Where a team's entry into a tournament stands. Only APPROVED entries play (fixtures, stages, tables). */
export enum RegistrationStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  WAITLISTED = 'WAITLISTED',
  REJECTED = 'REJECTED',
  WITHDRAWN = 'WITHDRAWN',
}

/** The entry fee, paid outside the site: the organiser records what happened. */
export enum FeeStatus {
  NOT_REQUIRED = 'NOT_REQUIRED',
  UNPAID = 'UNPAID',
  PAID = 'PAID',
  WAIVED = 'WAIVED',
}

/** What an organiser decides about an entry (`reviewRegistration`). */
export enum ReviewDecision {
  APPROVE = 'APPROVE',
  WAITLIST = 'WAITLIST',
  REJECT = 'REJECT',
}

/** Entries that still hold or wait for a place: a team's manager may withdraw them. */
export const LIVE_ENTRY_STATUSES: readonly RegistrationStatus[] = [
  RegistrationStatus.PENDING,
  RegistrationStatus.APPROVED,
  RegistrationStatus.WAITLISTED,
];

/**
 * Squad sizes per sport, for one season (smallest, largest). A squad must field a side and stay near what
 * real competitions register:
 * - cricket: a playing XI at least; 18 at most, about what franchise T20 leagues register for a season
 *   (ICC events allow 15);
 * - football: eleven at least; 25 at most, the Premier League's squad list (under-21s aside);
 * - points sports: one for singles (tennis, badminton, squash, table tennis); 15 at most covers team sports
 *   (FIBA basketball and netball name 12, FIVB volleyball 14).
 */
export const SQUAD_SIZE: Readonly<Record<Sport, { min: number; max: number }>> = {
  [Sport.cricket]: { min: 11, max: 18 },
  [Sport.football]: { min: 11, max: 25 },
  [Sport.points]: { min: 1, max: 15 },
};

export function squadSize(sport: Sport): { min: number; max: number } {
  return SQUAD_SIZE[sport];
}

/** The organiser's note on a review, which the team's manager reads. */
export const REVIEW_NOTE_MAX = 1000;
export const reviewNoteSchema = multiLine(REVIEW_NOTE_MAX, `Keep the note under ${REVIEW_NOTE_MAX} characters`)
  .nullish()
  .transform((value) => (value ? value : null));
/** `reviewRegistration`'s note, named as the argument is. */
export const reviewSchema = z.object({ note: reviewNoteSchema });

/** ISO 4217 codes the entry fee form offers first: the region's dollars, and the US dollar. */
export const COMMON_CURRENCIES = ['USD', 'XCD', 'TTD', 'JMD', 'BBD', 'GYD', 'BSD', 'KYD'] as const;

/** A tournament's entry settings (`updateEntrySettings`). */
export const entrySettingsSchema = z.object({
  capacity: z
    .number({ error: 'Capacity must be a whole number from 2 to 1024' })
    .int('Capacity must be a whole number from 2 to 1024')
    .min(2, 'Capacity must be a whole number from 2 to 1024')
    .max(1024, 'Capacity must be a whole number from 2 to 1024')
    .nullish()
    .transform((value) => value ?? null),
  entryFee: z
    .number({ error: 'Entry fee must be 0 or more' })
    .min(0, 'Entry fee must be 0 or more')
    .max(99_999_999, 'This amount is too large')
    .nullish()
    .transform((value) => (value == null ? 0 : Math.round(value * 100) / 100)),
  entryFeeCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Give the currency as a three-letter code, such as USD or XCD')
    .nullish()
    .transform((value) => value || 'USD'),
  entriesNeedApproval: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  squadDeadline: z
    .string()
    .trim()
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);
      if (Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() < 1900 || parsed.getUTCFullYear() > 2100) {
        context.addIssue({ code: 'custom', message: 'Enter the squad deadline as a date and time' });
        return z.NEVER;
      }
      return parsed;
    }),
});
