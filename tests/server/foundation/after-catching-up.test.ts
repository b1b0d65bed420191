import { createPubSub } from '@graphql-yoga/subscription';
import { describe, expect, it } from 'vitest';
import { afterCatchingUp } from '../../../server/src/core/graphql/after-catching-up.js';

type Event = { seq: number };

describe('afterCatchingUp (a subscription that starts with what the watcher missed)', () => {
  it('listens before it catches up: an event published while the catch-up reads is passed on, after it', async () => {
    const pubSub = createPubSub<{ match: [Event] }>();
    const events = await afterCatchingUp(pubSub.subscribe('match'), () => {
      pubSub.publish('match', { seq: 3 });
      return Promise.resolve({ seq: 2 });
    });
    pubSub.publish('match', { seq: 4 });
    const seen: unknown[] = [];
    for (let i = 0; i < 3; i += 1) seen.push((await events.next()).value);
    expect(seen).toEqual([{ seq: 2 }, { seq: 3 }, { seq: 4 }]);
    await events.return?.();
  });

  it('passes on only the source’s events when there is nothing to catch up', async () => {
    const pubSub = createPubSub<{ match: [Event] }>();
    const events = await afterCatchingUp(pubSub.subscribe('match'), () => Promise.resolve(null));
    const next = events.next();
    pubSub.publish('match', { seq: 5 });
    expect((await next).value).toEqual({ seq: 5 });
    await events.return?.();
    pubSub.publish('match', { seq: 6 });
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('stops listening and fails when the catch-up fails', async () => {
    const pubSub = createPubSub<{ match: [Event] }>();
    const source = pubSub.subscribe('match');
    await expect(afterCatchingUp(source, () => Promise.reject(new Error('Match not found')))).rejects.toThrow(
      'Match not found',
    );
    pubSub.publish('match', { seq: 1 });
    expect(await source.next()).toEqual({ done: true, value: undefined });
  });
});
