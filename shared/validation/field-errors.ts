import type { z } from 'zod';

/** Messages by field name: `{ name: 'Club name is required' }`. */
export type FieldErrors = Record<string, string>;

/**
 * The first message of each failing field, keyed as the server's BAD_USER_INPUT answer keys them (the
 * field's path, or `input` for the input as a whole), so a form shows the words the server would send.
 */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  const fields: FieldErrors = {};
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    fields[issue.path.join('.') || 'input'] ??= issue.message;
  }
  return fields;
}
