import type { Messages } from '../message-ids';

// What a visitor reads, every area of this language merged into one chunk: a page loads its language's alone.
// What only a signed-in person reads (../messages/en/signed-in) comes with those pages' code
// (i18n/signed-in-messages.ts); the refusals (validation.json) once a page in another language has started
// (i18n/localize-message.ts).
const files = import.meta.glob<Messages>(['../messages/en/*.json', '!../messages/en/validation.json'], {
  eager: true,
  import: 'default',
});

export const messages: Messages = Object.assign({}, ...Object.values(files)) as Messages;
