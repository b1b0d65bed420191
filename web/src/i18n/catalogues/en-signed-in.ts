import type { Messages } from '../message-ids';

// What only a signed-in person reads in this language, merged into one chunk (i18n/signed-in-messages.ts).
const files = import.meta.glob<Messages>('../messages/en/signed-in/*.json', { eager: true, import: 'default' });

export const messages: Messages = Object.assign({}, ...Object.values(files)) as Messages;
