import 'fake-indexeddb/auto';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FootballEventInput } from '../../web/src/gql/graphql';
import { clockState, minuteAhead, type StoredFootballEvent } from '../../web/src/features/scoring/football-state';
import { describeTap, fixableFields, withFix } from '../../web/src/features/scoring/held-taps';
import {
  IndexedDbOutbox,
  countedTaps,
  drain,
  dropOne,
  enqueue,
  fixRefused,
  retryRefused,
  sendOne,
  type QueuedTap,
  type SendResult,
  type Tap,
} from '../../web/src/features/scoring/outbox';
import { classify } from '../../web/src/features/scoring/useOutbox';
import { useT } from '../../web/src/i18n/use-t';

/** The pad's words in English, the language the app speaks by default. */
const english = () => renderHook(() => useT()).result.current;

let databases = 0;
const storeName = () => `refusals-test-${++databases}`;

const goal = (minute: number, addedTime: number | null = null): Tap => ({
  kind: 'football',
  input: { kind: 'GOAL', side: 'home', player: { id: 7 }, minute, addedTime },
});
const yellow = (minute: number): Tap => ({
  kind: 'football',
  input: { kind: 'YELLOW_CARD', side: 'away', player: { id: 21 }, minute },
});

const ADDED_TIME = 'Added time follows the last minute of a period (45)';

/**
 * A server holding football's rule on added time (only after a period's 45th minute), the afterSeq
 * contract and stored keys, and answering a refusal as the API does: code and the field at fault.
 */
function footballServer(startSeq = 1) {
  let seq = startSeq;
  const log: { seq: number; key: string; input: FootballEventInput; afterSeq: number }[] = [];
  const calls: string[] = [];
  const send = (queued: QueuedTap, afterSeq: number): Promise<SendResult> => {
    calls.push(queued.key);
    if (queued.tap.kind !== 'football') throw new Error('football only');
    const input = queued.tap.input;
    if (input.addedTime && input.minute !== 45) {
      return Promise.resolve({
        status: 'refused',
        message: ADDED_TIME,
        code: 'BAD_USER_INPUT',
        fields: { 'input.addedTime': ADDED_TIME },
      });
    }
    if (afterSeq !== seq) return Promise.resolve({ status: 'stale', currentSeq: seq });
    seq += 1;
    log.push({ seq, key: queued.key, input, afterSeq });
    return Promise.resolve({ status: 'stored', seq });
  };
  return { send, log, calls, minutes: () => log.map((entry) => [entry.input.kind, entry.input.minute]) };
}

/** A refused goal at 1+2' with a yellow card and a goal tapped behind it, in a fresh store. */
async function refusedWithTwoBehind() {
  const name = storeName();
  const store = new IndexedDbOutbox(name);
  const server = footballServer(1);
  await enqueue(store, 9, goal(1, 2), 1);
  const first = await drain(store, 9, server.send);
  await enqueue(store, 9, yellow(3), 1);
  await enqueue(store, 9, goal(4), 1);
  return { name, store, server, first };
}

describe('a tap the server refuses', () => {
  it('stays on the phone with the server’s reason, code and field, and the taps behind it are not sent', async () => {
    const { store, server, first } = await refusedWithTwoBehind();
    expect(first).toMatchObject({ status: 'refused', sent: 0 });
    const [refused, ...behind] = await store.list(9);
    expect(refused.refusal).toMatchObject({
      message: ADDED_TIME,
      code: 'BAD_USER_INPUT',
      fields: { 'input.addedTime': ADDED_TIME },
    });
    expect(behind.map((queued) => [queued.tap.kind === 'football' && queued.tap.input.kind, queued.refusal])).toEqual([
      ['YELLOW_CARD', undefined],
      ['GOAL', undefined],
    ]);

    // Asked to send again (a new tap, the connection back), the queue sends nothing: the refusal holds it.
    const calls = server.calls.length;
    expect(await drain(store, 9, server.send)).toMatchObject({ status: 'refused', sent: 0 });
    expect(server.calls.length).toBe(calls);
    expect(server.log).toEqual([]);
  });

  it('survives a reload: a new outbox on the same database finds all three, the reason, and sends nothing', async () => {
    const { name, server } = await refusedWithTwoBehind();
    const reopened = new IndexedDbOutbox(name);
    const waiting = await reopened.list(9);
    expect(waiting.length).toBe(3);
    expect(waiting[0].refusal?.message).toBe(ADDED_TIME);
    expect(waiting[0].refusal?.code).toBe('BAD_USER_INPUT');
    const calls = server.calls.length;
    const again = await drain(reopened, 9, server.send);
    expect(again.status).toBe('refused');
    if (again.status === 'refused') expect(again.tap.refusal.message).toBe(ADDED_TIME);
    expect(server.calls.length).toBe(calls);
  });

  it('fixed (its added time taken out), it goes first under a new key and the two behind follow in order', async () => {
    const { name, server } = await refusedWithTwoBehind();
    const store = new IndexedDbOutbox(name);
    const [refused] = await store.list(9);
    const fixed = await fixRefused(store, 9, refused.key, withFix(refused.tap, { addedTime: 0 }));
    expect(fixed.key).not.toBe(refused.key);
    const [head] = await store.list(9);
    expect([head.key, head.refusal, head.tap]).toEqual([fixed.key, undefined, goal(1, null)]);

    expect(await drain(store, 9, server.send)).toEqual({ status: 'done', sent: 3 });
    expect(server.minutes()).toEqual([
      ['GOAL', 1],
      ['YELLOW_CARD', 3],
      ['GOAL', 4],
    ]);
    expect(server.log.map((entry) => [entry.afterSeq, entry.seq])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(await store.list(9)).toEqual([]);
  });

  it('a fix must be the same kind of tap', async () => {
    const { store } = await refusedWithTwoBehind();
    const [refused] = await store.list(9);
    await expect(fixRefused(store, 9, refused.key, { kind: 'tie' })).rejects.toThrow(/football/);
    expect((await store.list(9))[0].refusal?.code).toBe('BAD_USER_INPUT');
  });

  it('dropped, the taps behind it go', async () => {
    const { store, server } = await refusedWithTwoBehind();
    const [refused] = await store.list(9);
    await dropOne(store, refused.key);
    expect(await drain(store, 9, server.send)).toEqual({ status: 'done', sent: 2 });
    expect(server.minutes()).toEqual([
      ['YELLOW_CARD', 3],
      ['GOAL', 4],
    ]);
  });

  it('a tap behind it can be sent on its own: it is stored, the refused one still holds the last', async () => {
    const { store, server } = await refusedWithTwoBehind();
    const [refused, card, last] = await store.list(9);
    expect(await sendOne(store, 9, card.key, server.send)).toEqual({ status: 'stored', seq: 2 });
    expect(server.minutes()).toEqual([['YELLOW_CARD', 3]]);
    expect((await store.list(9)).map((queued) => queued.key)).toEqual([refused.key, last.key]);
    // The queue's base moved with it: the next tap sent goes after seq 2.
    expect(await store.baseSeq(9)).toBe(2);
    expect((await drain(store, 9, server.send)).status).toBe('refused');
    expect(await sendOne(store, 9, last.key, server.send)).toEqual({ status: 'stored', seq: 3 });
    expect(await sendOne(store, 9, 'gone', server.send)).toBeNull();
  });

  it('a tap sent on its own and refused keeps its own reason', async () => {
    const store = new IndexedDbOutbox(storeName());
    const server = footballServer(1);
    await enqueue(store, 9, goal(1, 2), 1);
    await drain(store, 9, server.send);
    const second = await enqueue(store, 9, goal(20, 1), 1);
    expect((await sendOne(store, 9, second.key, server.send))?.status).toBe('refused');
    expect((await store.list(9)).map((queued) => queued.refusal?.code)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
  });

  it('sent again as it is, it keeps its key (a retry) and is refused again with the reason', async () => {
    const { store, server } = await refusedWithTwoBehind();
    const [refused] = await store.list(9);
    await retryRefused(store, 9, refused.key);
    expect((await store.list(9))[0].refusal).toBeUndefined();
    expect((await drain(store, 9, server.send)).status).toBe('refused');
    expect(server.calls.at(-1)).toBe(refused.key);
    expect((await store.list(9))[0].refusal?.message).toBe(ADDED_TIME);
  });
});

describe('what the pad counts', () => {
  const queued = (key: string, refused = false): QueuedTap => ({
    matchId: 1,
    key,
    tap: goal(1),
    queuedAt: 0,
    ...(refused ? { refusal: { message: 'no', code: 'CONFLICT', at: 0 } } : {}),
  });

  it('counts the taps going next, not a refused one nor those behind it, nor taps another scorer overtook', () => {
    const waiting = [queued('a'), queued('b', true), queued('c')];
    expect(countedTaps(waiting, 5, 5).map((each) => each.key)).toEqual(['a']);
    expect(countedTaps([queued('a'), queued('c')], 5, 5).map((each) => each.key)).toEqual(['a', 'c']);
    // Another scorer's event (seq 6) came after the taps were entered against 5: the pad shows the server's.
    expect(countedTaps([queued('a')], 5, 6)).toEqual([]);
    // This phone's own stored tap (base 6) is ahead of the log the pad fetched (5): still counted.
    expect(countedTaps([queued('a')], 6, 5).length).toBe(1);
  });
});

describe('how an answer is read', () => {
  it('a refusal keeps its code and the fields at fault; a fault or a slow-down is tried again', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: ADDED_TIME,
          extensions: { code: 'BAD_USER_INPUT', fields: { 'input.addedTime': ADDED_TIME } },
        },
      ],
    });
    expect(classify(refused)).toEqual({
      status: 'refused',
      message: ADDED_TIME,
      code: 'BAD_USER_INPUT',
      fields: { 'input.addedTime': ADDED_TIME },
    });
    const conflict = new CombinedGraphQLErrors({ errors: [{ message: 'Taken', extensions: { code: 'CONFLICT' } }] });
    expect(classify(conflict)).toMatchObject({ status: 'refused', code: 'CONFLICT' });
    const slow = new CombinedGraphQLErrors({
      errors: [{ message: 'Slow down', extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(classify(slow)).toEqual({ status: 'offline' });
    const fault = new CombinedGraphQLErrors({
      errors: [{ message: 'Unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(classify(fault)).toEqual({ status: 'offline' });
    const signedOut = new ServerError('no', { response: new Response(null, { status: 401 }), bodyText: '' });
    expect(classify(signedOut)).toMatchObject({ status: 'refused', code: 'UNAUTHENTICATED' });
    expect(classify(new TypeError('Failed to fetch'))).toEqual({ status: 'offline' });
  });
});

describe('the match clock and an event’s minute', () => {
  const MINUTE = 60_000;
  const kickOff = Date.parse('2025-05-01T15:00:00Z');
  const started = (period: 'FIRST_HALF' | 'SECOND_HALF', at: number): StoredFootballEvent => ({
    seq: 1,
    input: { kind: 'PERIOD_START', period },
    at: new Date(at).toISOString(),
  });

  it('refuses a minute the clock has not reached, with the clock’s minute', () => {
    const t = english();
    const secondHalf = clockState([started('SECOND_HALF', kickOff)]);
    // 30 seconds into the second half the clock says 46'.
    expect(minuteAhead({ minute: 70 }, secondHalf, kickOff + MINUTE / 2, t)).toBe(
      "The match clock says 46': 70' has not been played yet",
    );
    expect(minuteAhead({ minute: 46 }, secondHalf, kickOff + MINUTE / 2, t)).toBeNull();
    // A late entry for the first half is fine.
    expect(minuteAhead({ minute: 30 }, secondHalf, kickOff + MINUTE / 2, t)).toBeNull();
    expect(minuteAhead({ minute: 70 }, secondHalf, kickOff + 25 * MINUTE, t)).toBeNull();
  });

  it('moves the clock as the server does when a recorded event is ahead of it (another phone, a late kick-off tap)', () => {
    const t = english();
    const goalAt20: StoredFootballEvent = {
      seq: 2,
      input: { kind: 'GOAL', side: 'home', player: { name: 'Ann' }, minute: 20 },
      at: new Date(kickOff + MINUTE).toISOString(),
    };
    const moved = clockState([started('FIRST_HALF', kickOff), goalAt20]);
    expect(minuteAhead({ minute: 21 }, moved, kickOff + 2 * MINUTE, t)).toBeNull();
    expect(minuteAhead({ minute: 30 }, moved, kickOff + 2 * MINUTE, t)).toBe(
      "The match clock says 21': 30' has not been played yet",
    );
  });

  it('in added time, compares the added minutes; away from a period’s end, leaves added time to the server', () => {
    const t = english();
    const firstHalf = clockState([started('FIRST_HALF', kickOff)]);
    const twoAdded = kickOff + 46 * MINUTE; // the 47th minute: 45+2'
    expect(minuteAhead({ minute: 45, addedTime: 4 }, firstHalf, twoAdded, t)).toBe(
      "The match clock says 45+2': 45+4' has not been played yet",
    );
    expect(minuteAhead({ minute: 45, addedTime: 2 }, firstHalf, twoAdded, t)).toBeNull();
    expect(minuteAhead({ minute: 46 }, firstHalf, twoAdded, t)).toMatch(/45\+2'/);
    expect(minuteAhead({ minute: 1, addedTime: 2 }, firstHalf, kickOff, t)).toBeNull();
    // Not playing (before kick-off, at half time): there is no clock to be ahead of.
    expect(minuteAhead({ minute: 90 }, clockState([]), kickOff, t)).toBeNull();
  });
});

describe('a held tap in words and its fix', () => {
  const players = [
    { id: 7, name: 'Kim Collins' },
    { id: 21, name: 'Rio Ferdinand' },
  ];
  const teams = { home: 'Nevis Peak FC', away: 'Essequibo Stars FC' };

  it('names what was tapped', () => {
    const t = english();
    expect(describeTap(goal(1, 2), players, teams, t)).toBe("Goal · Kim Collins · Nevis Peak FC · 1+2'");
    expect(describeTap(yellow(3), players, teams, t)).toBe("Yellow card · Rio Ferdinand · Essequibo Stars FC · 3'");
    const ball: Tap = {
      kind: 'delivery',
      input: { innings: 1, batter: { id: 7 }, nonStriker: { id: 8 }, bowler: { id: 21 }, runs: 4 },
    };
    expect(describeTap(ball, players, teams, t)).toBe('Rio Ferdinand to Kim Collins: 4 runs');
    expect(describeTap({ kind: 'points', input: { kind: 'POINT', side: 'away' } }, players, teams, t)).toBe(
      'Point · Essequibo Stars FC',
    );
  });

  it('offers the numbers to correct and applies them, nothing else changed', () => {
    expect(fixableFields(goal(1, 2)).map((field) => [field.name, field.value])).toEqual([
      ['minute', 1],
      ['addedTime', 2],
    ]);
    expect(withFix(goal(1, 2), { minute: 2, addedTime: 0 })).toEqual(goal(2, null));
    expect(fixableFields({ kind: 'tie' })).toEqual([]);
    expect(fixableFields({ kind: 'football', input: { kind: 'PERIOD_END', period: 'FIRST_HALF' } })).toEqual([]);
  });
});
