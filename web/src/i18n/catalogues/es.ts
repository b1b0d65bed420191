import type { Messages } from '../message-ids';

// Every area's file of this language, merged into one chunk: a page loads its language's catalogue alone.
const files = import.meta.glob<Messages>('../messages/es/*.json', { eager: true, import: 'default' });

export const messages: Messages = Object.assign({}, ...Object.values(files)) as Messages;
