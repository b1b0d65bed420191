import 'fake-indexeddb/auto';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  IndexedDbOutbox,
  drain,
  dropAll,
  dropOne,
  enqueue,
  resendAfter,
  type QueuedTap,
  type SendResult,
  type Tap,
} from '../../web/src/features/scoring/outbox';
import { classify } from '../../web/src/features/scoring/useOutbox';
import { eventsInForce, followInnings, pendingBall, type Ball } from '../../web/src/features/scoring/cricket-state';

let databases = 0;
const freshStore = () => new IndexedDbOutbox(`outbox-test-${++databases}`);

const ball = (runs: number): Tap => ({
  kind: 'delivery',
  input: { innings: 1, batter: { id: 1 }, nonStriker: { id: 2 }, bowler: { id: 9 }, runs },
});

/** A server as the contract says: a stored key answers its event; otherwise afterSeq must be the seq. */
function fakeServer(startSeq = 0) {
  const stored = new Map<string, number>();
  const log: { seq: number; key: string; tap: Tap }[] = [];
  let seq = startSeq;
  let online = true;
  const calls: { key: string; afterSeq: number }[] = [];
  return {
    log,
    calls,
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    /** Another scorer's event. */
    other: () => (seq += 1),
    get seq() {
      return seq;
    },
    send: (queued: QueuedTap, afterSeq: number): Promise<SendResult> => {
      calls.push({ key: queued.key, afterSeq });
      if (!online) return Promise.resolve({ status: 'offline' });
      const known = stored.get(queued.key);
      if (known !== undefined) return Promise.resolve({ status: 'stored', seq: known });
      if (afterSeq !== seq) return Promise.resolve({ status: 'stale', currentSeq: seq });
      seq += 1;
      stored.set(queued.key, seq);
      log.push({ seq, key: queued.key, tap: queued.tap });
      return Promise.resolve({ status: 'stored', seq });
    },
  };
}

const runsOf = (log: { tap: Tap }[]) =>
  log.map((entry) => (entry.tap.kind === 'delivery' ? entry.tap.input.runs : null));

describe('the scoring outbox (IndexedDB)', () => {
  it('keeps taps across a reload and sends them in the order tapped, each after the one before', async () => {
    const store = freshStore();
    const server = fakeServer(4);
    server.goOffline();
    for (const runs of [1, 4, 0]) await enqueue(store, 7, ball(runs), 4);
    expect(await drain(store, 7, server.send)).toEqual({ status: 'offline', sent: 0 });

    // A new page (a reload) opens the same database and finds the three taps waiting.
    const reopened = new IndexedDbOutbox(`outbox-test-${databases}`);
    expect((await reopened.list(7)).length).toBe(3);
    server.goOnline();
    expect(await drain(reopened, 7, server.send)).toEqual({ status: 'done', sent: 3 });
    expect(runsOf(server.log)).toEqual([1, 4, 0]);
    expect(server.log.map((entry) => entry.seq)).toEqual([5, 6, 7]);
    expect(server.calls.slice(-3).map((call) => call.afterSeq)).toEqual([4, 5, 6]);
    expect(await reopened.list(7)).toEqual([]);
  });

  it('gives every tap its own key and keeps it through retries, so a retry is stored once', async () => {
    const store = freshStore();
    const server = fakeServer();
    await enqueue(store, 1, ball(2), 0);
    await enqueue(store, 1, ball(3), 0);
    const keys = (await store.list(1)).map((queued) => queued.key);
    expect(new Set(keys).size).toBe(2);

    // The first answer is lost on the way back: the server stored it, the phone did not hear.
    let dropAnswer = true;
    const lossy = async (queued: QueuedTap, afterSeq: number): Promise<SendResult> => {
      const answer = await server.send(queued, afterSeq);
      if (dropAnswer) {
        dropAnswer = false;
        return { status: 'offline' };
      }
      return answer;
    };
    expect((await drain(store, 1, lossy)).status).toBe('offline');
    expect(await drain(store, 1, lossy)).toEqual({ status: 'done', sent: 2 });
    expect(server.calls.map((call) => call.key)).toEqual([keys[0], keys[0], keys[1]]);
    expect(runsOf(server.log)).toEqual([2, 3]);
  });

  it('keeps separate queues per match', async () => {
    const store = freshStore();
    await enqueue(store, 1, ball(1), 0);
    await enqueue(store, 2, ball(6), 10);
    expect((await store.list(1)).length).toBe(1);
    expect(await store.baseSeq(2)).toBe(10);
  });

  it('stops at a stale tap, sends nothing on top of the other scorer’s events until told, then re-sends or drops', async () => {
    const store = freshStore();
    const server = fakeServer(3);
    server.goOffline();
    await enqueue(store, 5, ball(4), 3);
    await enqueue(store, 5, ball(1), 3);
    await drain(store, 5, server.send);
    server.other(); // Another phone records ball 4 meanwhile.
    server.goOnline();

    const stale = await drain(store, 5, server.send);
    expect(stale).toMatchObject({ status: 'stale', sent: 0, currentSeq: 4 });
    expect(server.log).toEqual([]);
    // Asked again without a decision, it is still stale: nothing is stacked silently.
    expect((await drain(store, 5, server.send)).status).toBe('stale');

    await resendAfter(store, 5, 4);
    expect(await drain(store, 5, server.send)).toEqual({ status: 'done', sent: 2 });
    expect(server.log.map((entry) => [entry.seq, entry.tap.kind === 'delivery' && entry.tap.input.runs])).toEqual([
      [5, 4],
      [6, 1],
    ]);

    // The other choice: drop what waits.
    server.goOffline();
    await enqueue(store, 5, ball(6), 6);
    await drain(store, 5, server.send);
    server.other();
    server.goOnline();
    expect((await drain(store, 5, server.send)).status).toBe('stale');
    expect(await dropAll(store, 5)).toBe(1);
    expect(await drain(store, 5, server.send)).toEqual({ status: 'done', sent: 0 });
    expect(server.log.length).toBe(2);
  });

  it('a tap after this phone’s own stored one is entered against it, even before the pad refetched', async () => {
    const store = freshStore();
    const server = fakeServer();
    await enqueue(store, 3, ball(1), 0);
    await drain(store, 3, server.send);
    // The pad still shows seq 0: the phone's own event (seq 1) counts as seen.
    await enqueue(store, 3, ball(2), 0);
    expect(await drain(store, 3, server.send)).toEqual({ status: 'done', sent: 1 });
    expect(server.seq).toBe(2);
  });

  it('stops at a refused tap; dropping it lets the rest go', async () => {
    const store = freshStore();
    await enqueue(store, 4, ball(9), 0);
    await enqueue(store, 4, ball(1), 0);
    let seq = 0;
    const laws = (queued: QueuedTap): Promise<SendResult> =>
      Promise.resolve(
        queued.tap.kind === 'delivery' && queued.tap.input.runs === 9
          ? { status: 'refused', message: 'Runs off the bat are a whole number from 0 to 10', code: 'BAD_USER_INPUT' }
          : { status: 'stored', seq: ++seq },
      );
    const refused = await drain(store, 4, laws);
    expect(refused).toMatchObject({ status: 'refused', sent: 0 });
    if (refused.status !== 'refused') throw new Error('expected a refusal');
    await dropOne(store, refused.tap.key);
    expect(await drain(store, 4, laws)).toEqual({ status: 'done', sent: 1 });
  });
});

describe('how the pad reads an answer', () => {
  it('STALE_SEQUENCE carries the current seq; a Laws refusal its message; a lost connection waits', () => {
    const stale = new CombinedGraphQLErrors({
      errors: [{ message: 'The match has moved on', extensions: { code: 'STALE_SEQUENCE', currentSeq: 12 } }],
    });
    expect(classify(stale)).toEqual({ status: 'stale', currentSeq: 12 });
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Carl bowled the previous over', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(classify(refused)).toEqual({
      status: 'refused',
      message: 'Carl bowled the previous over',
      code: 'BAD_USER_INPUT',
    });
    expect(classify(new TypeError('Failed to fetch'))).toEqual({ status: 'offline' });
    const busy = new ServerError('busy', { response: new Response(null, { status: 503 }), bodyText: '' });
    expect(classify(busy)).toEqual({ status: 'offline' });
  });
});

describe('the crease between balls', () => {
  const b = (runs: number, extras: Partial<Ball['extras']> = {}, out?: number): Ball => ({
    ...pendingBall({ innings: 1, batter: { id: 1 }, nonStriker: { id: 2 }, bowler: { id: 9 }, runs }),
    extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0, ...extras },
    wickets: out ? [{ kind: 'bowled', playerOut: { id: out } }] : [],
  });

  it('changes strike on an odd number of runs run and at the end of the over; a wide is not a ball', () => {
    // Each ball names who faced it, as the pad sends it: batter 1 faces, runs one, 2 faces...
    const balls = [
      b(1),
      { ...b(0), batter: { id: 2 }, nonStriker: { id: 1 } },
      { ...b(0, { wides: 1 }), batter: { id: 2 }, nonStriker: { id: 1 } },
    ];
    const crease = followInnings(balls, 6);
    expect([crease.striker, crease.nonStriker, crease.legalBalls, crease.runs]).toEqual([{ id: 2 }, { id: 1 }, 2, 2]);
    const over = followInnings([...Array.from({ length: 5 }, () => b(0)), b(2)], 6);
    expect([over.striker, over.bowler, over.previousBowler, over.overJustEnded]).toEqual([
      { id: 2 },
      null,
      { id: 9 },
      true,
    ]);
    const wicket = followInnings([b(0, {}, 1)], 6);
    expect([wicket.striker, wicket.nonStriker, wicket.wickets]).toEqual([null, { id: 2 }, 1]);
  });
});

describe('the log as the pad reads it', () => {
  it('leaves out events undone and every event before an imported file (a replace event), as the server does', () => {
    const delivery = (seq: number, runs: number) => ({ seq, kind: 'delivery', payload: { runs } });
    const log = [
      delivery(1, 4),
      delivery(2, 6),
      { seq: 3, kind: 'replace', payload: { source: 'cricsheet', events: 3 } },
      delivery(4, 1),
      delivery(5, 2),
      { seq: 6, kind: 'undo', payload: { voids: 5 } },
      delivery(7, 3),
    ];
    expect(eventsInForce([...log].reverse()).map((event) => event.seq)).toEqual([4, 7]);
  });
});
