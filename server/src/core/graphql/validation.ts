import { defaultFieldResolver, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import {
  DATE_RANGE_MESSAGE,
  FORBIDDEN_CONTROL,
  isDateInRange,
  MAX_TEXT_LENGTH,
} from '../../../../shared/validation/fields.js';
import { InputError } from '../errors.js';

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
      const checkedResolve: typeof resolve = (source, args: Record<string, unknown>, context, info) => {
        checkArguments(args, longText);
        return resolve(source, args, context, info);
      };
      field.resolve = checkedResolve;
      const subscribe = field.subscribe;
      if (subscribe) {
        const checkedSubscribe: typeof subscribe = (source, args: Record<string, unknown>, context, info) => {
          checkArguments(args);
          return subscribe(source, args, context, info);
        };
        field.subscribe = checkedSubscribe;
      }
    }
  }
  return schema;
}
