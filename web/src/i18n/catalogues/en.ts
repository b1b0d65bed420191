import type { Messages } from '../message-ids';

// Every area's file of this language, merged into one chunk: a page loads its language's catalogue alone.
// The refusals (validation.json) come later, and only where needed (i18n/localize-message.ts).
const files = import.meta.glob<Messages>(['../messages/en/*.json', '!../messages/en/validation.json'], {
  eager: true,
  import: 'default',
});

export const messages: Messages = Object.assign({}, ...Object.values(files)) as Messages;
