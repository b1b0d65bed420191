import type { z } from 'zod';
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
