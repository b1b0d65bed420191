import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isDateInRange, multiLine, singleLine } from '../../graphql/validation.js';

/**
 * An optional text field: trimmed, an empty one stored as null. `lines`: 'one' for names, places and
 * numbers (no line breaks), 'many' for descriptions, rules and notes.
 */
export const optionalText = (max: number, lines: 'one' | 'many') =>
  (lines === 'one' ? singleLine(max) : multiLine(max)).nullish().transform((value) => (value ? value : null));

/** A calendar date as YYYY-MM-DD that really exists, within the site's date range. */
export const localDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message)
    .refine((value) => isDateInRange(new Date(`${value}T00:00:00Z`)), DATE_RANGE_MESSAGE);
