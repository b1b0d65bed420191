import { z } from 'zod';

// Builders for the fields of every input, with the messages people see: the server parses each input
// with them and the browser checks each form with them, so both speak the same words.

/** C0 control characters and DEL, tab and line breaks included: nothing a one-line field may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** Control characters no text may hold, not even a multi-line one (which keeps tab, LF and CR). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The longest text any argument may carry; each field's own limit is usually far lower. */
export const MAX_TEXT_LENGTH = 20_000;
/** Dates the site deals in: fixtures, deadlines, founding and joining dates. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';
const EARLIEST_TIME = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_TIME = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);
export const DATE_RANGE_MESSAGE = `Enter a date between ${EARLIEST_DATE.slice(0, 4)} and ${LATEST_DATE.slice(0, 4)}`;

export function isDateInRange(date: Date): boolean {
  const time = date.getTime();
  return !Number.isNaN(time) && time >= EARLIEST_TIME && time <= LATEST_TIME;
}

/** One line of text (a name, a venue, a phone number): trimmed, at most `max` characters, no control characters. */
export const singleLine = (max: number, tooLong = `Keep this under ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !ANY_CONTROL.test(value), 'Use a single line without control characters');

/** Text that may span lines (a description, rules, notes): tab and line breaks allowed, other controls not. */
export const multiLine = (max: number, tooLong = `Keep this under ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((value) => !FORBIDDEN_CONTROL.test(value), 'Remove the control characters from this text');

/** A required one-line name: `message` when it is missing or blank. */
export const requiredName = (message: string, max = 200) =>
  z.string({ error: message }).pipe(singleLine(max)).pipe(z.string().min(1, message));

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

/** An optional calendar date: empty means none. */
export const optionalLocalDate = (message: string) =>
  localDate(message)
    .nullish()
    .or(z.literal(''))
    .transform((value) => (value ? value : null));

/** An optional id of another record (a person, a club): absent is null. */
export const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);

/** An optional web address (a logo): http or https only, empty is null. */
export const optionalWebAddress = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/\S+$/.test(value), 'Enter an http or https address');

/** An optional e-mail address, empty is null. */
export const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.email().safeParse(value).success, 'Enter a valid e-mail address');

/** A yes/no that is false when absent. */
export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** An optional colour as a six-digit hex code (#0e7490): stored in lower case, empty means none. */
export const optionalHexColor = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^#[0-9a-fA-F]{6}$/.test(value), message)
    .transform((value) => value?.toLowerCase() ?? null);
