import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';

/** The `replacer` graphql-ws writes each message with (its `jsonMessageReplacer` option). */
export type MessageReplacer = (this: unknown, key: string, value: unknown) => unknown;

/**
 * The JSON of an answer's data written once, however many sockets it is sent to. graphql-ws writes every
 * `next` message with JSON.stringify, walking the same shared answer (shared-execution.ts: one per event for
 * a match's anonymous watchers) again for each of them: a third of a push's CPU. Its message replacer
 * stands a placeholder in for the data, whose JSON is kept per data object, and the socket (ws's
 * `WebSocket` option: `WebSocket`) writes that JSON in place of the placeholder as it sends the message.
 * The placeholder carries a random nonce: no text a client or a record could hold matches it.
 */
export function createAnswerJson(): { replacer: MessageReplacer; WebSocket: typeof WebSocket } {
  const placeholder = `pitchside-json-${randomBytes(12).toString('hex')}-`;
  const placeholders = new RegExp(`"${placeholder}(\\d+)"`, 'g');
  const written = new WeakMap<object, string>();
  // The JSON the message being written holds placeholders for; graphql-ws sends each message as soon as it
  // is written, in the same turn (its `send` calls the socket's at once), so one list serves them all.
  let pending: string[] = [];

  const jsonOf = (data: object) => {
    let json = written.get(data);
    if (json === undefined) {
      json = JSON.stringify(data);
      written.set(data, json);
    }
    return json;
  };

  const replacer: MessageReplacer = (key, value) => {
    // Each message is walked from its root, with the key ''.
    if (key === '') pending = [];
    else if (key === 'data' && typeof value === 'object' && value !== null) {
      pending.push(jsonOf(value));
      return `${placeholder}${pending.length - 1}`;
    }
    return value;
  };

  const spliced = (message: string) => {
    if (pending.length === 0) return message;
    const json = pending;
    pending = [];
    return message.replace(placeholders, (whole, index: string) => json[Number(index)] ?? whole);
  };

  class AnswerJsonWebSocket extends WebSocket {
    override send(data: Parameters<WebSocket['send']>[0], ...rest: unknown[]): void {
      const message = typeof data === 'string' ? spliced(data) : data;
      (super.send as (...args: unknown[]) => void).call(this, message, ...rest);
    }
  }

  return { replacer, WebSocket: AnswerJsonWebSocket };
}
