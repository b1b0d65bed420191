/** What makes a message more than its words: an argument, a tag, a plural's #, or a quoted apostrophe. */
export const ICU_SYNTAX = /[{}<>#]|''/;

/**
 * A catalogue entry that is its own text: the build keeps a message of plain words as a string, not a message
 * tree (web/build/precompiled-messages.ts), and there is nothing to parse or format. Null for anything else.
 */
export function plainText(entry: unknown): string | null {
  return typeof entry === 'string' && !ICU_SYNTAX.test(entry) ? entry : null;
}
