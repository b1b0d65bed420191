import { defaultFieldResolver, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { InputError } from './errors.js';

/** Parses input with a zod schema; every failing field is reported by its name. */
export function parseInput<Schema extends z.ZodTypeAny>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'input';
    fields[key] ??= issue.message;
  }
  throw new InputError(fields);
}

/** C0 control characters and DEL, tab and line breaks included: nothing a one-line field may hold. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** Control characters no text may hold, not even a multi-line one (which keeps tab, LF and CR). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

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

type Problem = { path: string; message: string };

function findProblem(value: unknown, path: string, max = MAX_TEXT_LENGTH): Problem | null {
  if (typeof value === 'string') {
    if (FORBIDDEN_CONTROL.test(value)) return { path, message: 'Remove the control characters from this text' };
    if (value.length > max) return { path, message: `Keep this under ${max} characters` };
    return null;
  }
  if (value instanceof Date) return isDateInRange(value) ? null : { path, message: DATE_RANGE_MESSAGE };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem = findProblem(item, `${path}.${index}`);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = findProblem(item, path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
  }
  return null;
}

/** A field's own limits for long text arguments (a whole file), as `@Extensions({ [LONG_TEXT_ARGS]: { json: n } })`. */
export const LONG_TEXT_ARGS = 'longTextArgs';

/** Throws BAD_USER_INPUT when an argument holds control characters, huge text or an absurd date. */
export function checkArguments(args: Record<string, unknown>, longText: Record<string, number> = {}): void {
  for (const [name, value] of Object.entries(args)) {
    const nested = value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value);
    const problem = findProblem(value, nested ? '' : name, longText[name]);
    if (problem) throw new InputError({ [problem.path || name]: problem.message });
  }
}

/**
 * Wraps every field that takes arguments (so every GraphQL operation and every /api route) so that
 * checkArguments runs before its resolver: no text with NUL or other control characters, none longer
 * than MAX_TEXT_LENGTH, no date outside EARLIEST_DATE..LATEST_DATE. The field is named as parseInput
 * names it: the key inside an `input` object, or the argument's own name. Fields without arguments
 * (nearly all) are left alone, so reads pay nothing.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const longText = (field.extensions[LONG_TEXT_ARGS] ?? {}) as Record<string, number>;
      field.resolve = (source, args, context, info) => {
        checkArguments(args, longText);
        return resolve(source, args, context, info);
      };
      const subscribe = field.subscribe;
      if (subscribe) {
        field.subscribe = (source, args, context, info) => {
          checkArguments(args);
          return subscribe(source, args, context, info);
        };
      }
    }
  }
  return schema;
}
