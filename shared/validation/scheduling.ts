import { z } from 'zod';
import { isDateInRange, DATE_RANGE_MESSAGE, requiredName } from './fields.js';

/** A kick-off time of day, "HH:MM" on the 24-hour clock, the time matches are stored at (see fixtures). */
export const KICK_OFF_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

/** VenueInput: a venue and the names of its pitches. */
export const venueSchema = z.object({
  name: requiredName('Name the venue', 200),
  pitches: z
    .array(requiredName('Name each pitch', 100))
    .min(1, 'Give the venue at least one pitch')
    .max(50, 'A venue has at most 50 pitches')
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, {
      message: 'Give each pitch a different name',
    }),
});

/** SchedulingSettingsInput: rest days between a team's matches and how long a match holds its pitch. */
export const schedulingSettingsSchema = z.object({
  minRestDays: z
    .number({ error: 'Enter the rest days as a whole number' })
    .int('Enter the rest days as a whole number')
    .min(0, 'Rest days cannot be negative')
    .max(60, 'At most 60 rest days'),
  matchDurationMinutes: z
    .number({ error: 'Enter the match length in minutes' })
    .int('Enter the match length in whole minutes')
    .min(5, 'A match lasts at least 5 minutes')
    .max(24 * 60, 'A match lasts at most a day'),
});

/** AutoScheduleInput: the first day, the kick-off times of each day and the pitches to use. */
export const autoScheduleSchema = z.object({
  startDate: z.string().regex(ISO_DATE, 'Enter the first day as YYYY-MM-DD'),
  kickOffTimes: z
    .array(z.string().trim().regex(KICK_OFF_TIME, 'Enter each kick-off time as HH:MM (24-hour)'))
    .min(1, 'Give at least one kick-off time')
    .max(24, 'At most 24 kick-off times a day'),
  pitchIds: z.array(id('Choose a pitch')).max(200).nullish(),
});

/** rescheduleMatch: the new moment and, optionally, the pitch. */
export const rescheduleSchema = z.object({
  scheduledAt: z.date('Give a valid date and time').refine(isDateInRange, DATE_RANGE_MESSAGE),
  pitchId: id('Choose a pitch').nullish(),
});
