import { z } from 'zod';
import { Sport } from '../enums.js';
import { localDate, requiredName } from './fields.js';

/** CompetitionInput: a new competition. */
export const competitionSchema = z.object({
  name: requiredName('Competition name is required'),
  sport: z.enum(Sport, { error: 'Choose the sport: football, cricket or points' }),
});

/** NewSeasonInput: the next season of a competition, copied from one of its seasons. */
export const newSeasonSchema = z
  .object({
    name: requiredName('Season name is required'),
    startDate: localDate('Start date is required'),
    endDate: localDate('End date is required'),
  })
  .refine((values) => values.endDate >= values.startDate, {
    message: 'End date must be on or after the start date',
    path: ['endDate'],
  });
