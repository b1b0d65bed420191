import { createPubSub } from '@graphql-yoga/subscription';
import { describe, expect, it } from 'vitest';
import { filterEvents } from '../../../server/src/core/graphql/filter-events.js';

type Event = { matchId: number; isPublic: boolean };

describe('filterEvents (a subscriber’s view of the pub/sub)', () => {
  it('passes on the events accepted at once or after a look-up, in order, and drops the rest', async () => {
    const pubSub = createPubSub<{ match: [Event] }>();
    const seen = filterEvents(pubSub.subscribe('match'), (event) =>
      event.matchId !== 1 ? false : event.isPublic ? true : Promise.resolve(event.matchId === 1),
    );
    const first = seen.next();
    pubSub.publish('match', { matchId: 2, isPublic: true });
    pubSub.publish('match', { matchId: 1, isPublic: false });
    pubSub.publish('match', { matchId: 1, isPublic: true });
    expect((await first).value).toEqual({ matchId: 1, isPublic: false });
    expect((await seen.next()).value).toEqual({ matchId: 1, isPublic: true });
    await seen.return?.();
  });

  it('stops listening at once when the subscription closes, even while waiting for an event', async () => {
    const pubSub = createPubSub<{ match: [Event] }>();
    const seen = filterEvents(pubSub.subscribe('match'), () => true);
    const pending = seen.next();
    await seen.return?.();
    // The source ended: the waiting read completes, and later events reach no one.
    expect(await pending).toEqual({ done: true, value: undefined });
    pubSub.publish('match', { matchId: 1, isPublic: true });
    expect(await seen.next()).toEqual({ done: true, value: undefined });
  });
});
