import { describe, expect, it } from 'vitest';
import { createAppPubSub, type MatchUpdatedPayload } from '../../../server/src/core/pubsub.js';
import {
  MAX_WAITING_EVENTS,
  SubscriberFellBehind,
  topicEvents,
  type TopicTarget,
} from '../../../server/src/core/topic-events.js';
import { MATCH_UPDATED } from '../../../server/src/modules/matches/match-events.js';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';

// A subscriber's events (core/topic-events.ts): what every live page's subscription reads.

const ball = (seq: number): MatchUpdatedPayload => ({
  matchId: 1,
  tournamentId: 1,
  status: MatchStatus.in_progress,
  previousStatus: null,
  isPublic: true,
  officialIds: [],
  seq,
  eventId: `event-${seq}`,
});

/** The seq of the ball a read gave, null when the subscriber is done. */
const seqOf = (result: IteratorResult<MatchUpdatedPayload, undefined>) => (result.done ? null : result.value.seq);

/** An event target that says how many listeners it holds. */
function countingTarget(): TopicTarget<number> & { listeners: number; dispatch(value: number): void } {
  const listeners = new Set<(event: CustomEvent<number>) => void>();
  return {
    addEventListener: (_topic, listener) => void listeners.add(listener),
    removeEventListener: (_topic, listener) => void listeners.delete(listener),
    get listeners() {
      return listeners.size;
    },
    dispatch(value) {
      for (const listener of listeners) listener(new CustomEvent('topic', { detail: value }));
    },
  };
}

describe('topic events', () => {
  it('give each subscriber every event, in order, whether it waits for them or reads them later', async () => {
    const pubSub = createAppPubSub();
    const waiting = pubSub.subscribe(MATCH_UPDATED);
    const later = pubSub.subscribe(MATCH_UPDATED);
    const first = waiting.next();
    for (const seq of [1, 2, 3]) pubSub.publish(MATCH_UPDATED, ball(seq));
    expect((await first).value).toEqual(ball(1));
    expect((await waiting.next()).value).toEqual(ball(2));
    expect((await waiting.next()).value).toEqual(ball(3));
    const read: number[] = [];
    for (let i = 0; i < 3; i += 1) read.push(seqOf(await later.next())!);
    expect(read).toEqual([1, 2, 3]);
    await Promise.all([waiting.return(), later.return()]);
  });

  it('stop listening when returned, and tell a read waiting for an event that there are no more', async () => {
    const target = countingTarget();
    const events = topicEvents(target, 'topic');
    expect(target.listeners).toBe(1);
    const pending = events.next();
    await events.return();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(target.listeners).toBe(0);
    target.dispatch(1);
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('end a subscriber that stops reading, alone: the publisher and the other subscribers carry on', async () => {
    const pubSub = createAppPubSub();
    const stalled = pubSub.subscribe(MATCH_UPDATED);
    const reading = pubSub.subscribe(MATCH_UPDATED);
    // The stalled one reads the first event, then no more (a socket that stopped taking them).
    const stalledFirst = stalled.next();
    const received: number[] = [];
    for (let seq = 1; seq <= MAX_WAITING_EVENTS + 5; seq += 1) {
      // Never throws, however far behind the stalled subscriber is.
      pubSub.publish(MATCH_UPDATED, ball(seq));
      received.push(seqOf(await reading.next())!);
    }
    expect(received).toHaveLength(MAX_WAITING_EVENTS + 5);
    expect(received.at(-1)).toBe(MAX_WAITING_EVENTS + 5);
    expect((await stalledFirst).value).toEqual(ball(1));
    // It was ended when it fell behind: its next read says why, then it is done.
    await expect(stalled.next()).rejects.toBeInstanceOf(SubscriberFellBehind);
    expect(await stalled.next()).toEqual({ done: true, value: undefined });
    await reading.return();
  });

  it('stop listening when a subscriber falls behind', async () => {
    const target = countingTarget();
    const stalled = topicEvents(target, 'topic');
    for (let value = 0; value <= MAX_WAITING_EVENTS; value += 1) target.dispatch(value);
    expect(target.listeners).toBe(0);
    await expect(stalled.next()).rejects.toBeInstanceOf(SubscriberFellBehind);
  });

  it('keep a slow subscriber’s events while it is within the bound', async () => {
    const pubSub = createAppPubSub();
    const slow = pubSub.subscribe(MATCH_UPDATED);
    for (let seq = 1; seq <= MAX_WAITING_EVENTS; seq += 1) pubSub.publish(MATCH_UPDATED, ball(seq));
    let count = 0;
    for (let seq = 1; seq <= MAX_WAITING_EVENTS; seq += 1) {
      if (seqOf(await slow.next()) === seq) count += 1;
    }
    expect(count).toBe(MAX_WAITING_EVENTS);
    await slow.return();
  });
});
