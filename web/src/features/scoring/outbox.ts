import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type {
  CloseInningsInput,
  CricketSheetInput,
  DeliveryInput,
  FootballEventInput,
  PointsEventInput,
  RainRevisionInput,
} from '../../gql/graphql';

/** What one tap asks the server to append. */
export type Tap =
  | { kind: 'delivery'; input: DeliveryInput }
  | { kind: 'football'; input: FootballEventInput }
  | { kind: 'sheet'; input: CricketSheetInput }
  | { kind: 'points'; input: PointsEventInput }
  | { kind: 'close'; input: CloseInningsInput }
  | { kind: 'revise'; input: RainRevisionInput }
  | { kind: 'tie' }
  | { kind: 'undo'; reason: string | null };

/** Why the server refused a tap: its words, its code (BAD_USER_INPUT, CONFLICT...) and the fields at fault. */
export type Refusal = { message: string; code: string; fields?: Record<string, string>; at: number };

/**
 * A tap waiting on the phone, with the idempotency key it keeps through every retry. A refused tap keeps
 * the server's reason beside it, in the same store, so a reload shows it and sends nothing behind it.
 */
export type QueuedTap = { order?: number; matchId: number; key: string; tap: Tap; queuedAt: number; refusal?: Refusal };

/**
 * Per match: `baseSeq` is the seq the head of the queue was entered against (the match as the scorer
 * saw it). It moves only when one of this phone's taps is stored, or when the scorer chooses to re-send
 * after another scorer's events: never silently, so a phone never stacks its taps on balls it has not seen.
 */
export type OutboxMeta = { matchId: number; baseSeq: number };

export interface OutboxStore {
  list(matchId: number): Promise<QueuedTap[]>;
  add(tap: QueuedTap): Promise<void>;
  /** Replaces the tap at `key`'s place in the queue (a refusal noted, a fix with its new key). */
  replace(key: string, next: QueuedTap): Promise<void>;
  remove(key: string): Promise<void>;
  baseSeq(matchId: number): Promise<number | null>;
  setBaseSeq(matchId: number, seq: number): Promise<void>;
}

interface OutboxSchema extends DBSchema {
  taps: { key: number; value: QueuedTap; indexes: { byMatch: number; byKey: string } };
  meta: { key: number; value: OutboxMeta };
}

/** The queue in IndexedDB: it outlives a reload, a closed tab and a dead battery. */
export class IndexedDbOutbox implements OutboxStore {
  private db: Promise<IDBPDatabase<OutboxSchema>> | null = null;

  constructor(private readonly name = 'pitchside-scoring') {}

  private open(): Promise<IDBPDatabase<OutboxSchema>> {
    this.db ??= openDB<OutboxSchema>(this.name, 1, {
      upgrade(db) {
        const taps = db.createObjectStore('taps', { keyPath: 'order', autoIncrement: true });
        taps.createIndex('byMatch', 'matchId');
        taps.createIndex('byKey', 'key', { unique: true });
        db.createObjectStore('meta', { keyPath: 'matchId' });
      },
    });
    return this.db;
  }

  async list(matchId: number): Promise<QueuedTap[]> {
    const taps = await (await this.open()).getAllFromIndex('taps', 'byMatch', matchId);
    return taps.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  async add(tap: QueuedTap): Promise<void> {
    await (await this.open()).add('taps', { ...tap });
  }

  async replace(key: string, next: QueuedTap): Promise<void> {
    const db = await this.open();
    const tx = db.transaction('taps', 'readwrite');
    const order = await tx.store.index('byKey').getKey(key);
    if (order === undefined) throw new Error('That tap is no longer queued');
    await tx.store.put({ ...next, order });
    await tx.done;
  }

  async remove(key: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction('taps', 'readwrite');
    const order = await tx.store.index('byKey').getKey(key);
    if (order !== undefined) await tx.store.delete(order);
    await tx.done;
  }

  async baseSeq(matchId: number): Promise<number | null> {
    return (await (await this.open()).get('meta', matchId))?.baseSeq ?? null;
  }

  async setBaseSeq(matchId: number, seq: number): Promise<void> {
    await (await this.open()).put('meta', { matchId, baseSeq: seq });
  }
}

/** How the server answered one tap. */
export type SendResult =
  | { status: 'stored'; seq: number }
  | { status: 'offline' }
  | { status: 'stale'; currentSeq: number }
  | { status: 'refused'; message: string; code: string; fields?: Record<string, string> };

/** Why a drain stopped; `done` when the queue is empty. A refused tap (now or before a reload) holds it. */
export type DrainResult =
  | { status: 'done'; sent: number }
  | { status: 'offline'; sent: number }
  | { status: 'stale'; sent: number; currentSeq: number; tap: QueuedTap }
  | { status: 'refused'; sent: number; tap: QueuedTap & { refusal: Refusal } };

export type Send = (queued: QueuedTap, afterSeq: number) => Promise<SendResult>;

/** A fresh idempotency key: a retry of the same tap reuses it, so the server stores it once. */
export function newKey(): string {
  return crypto.randomUUID();
}

function withoutRefusal(queued: QueuedTap): QueuedTap {
  const ready: QueuedTap = { ...queued };
  delete ready.refusal;
  return ready;
}

/**
 * Queues a tap. With nothing waiting, it is entered against `seenSeq` (the seq the pad showed when the
 * scorer tapped) or this phone's own last stored event, whichever is later; behind other taps it follows them.
 */
export async function enqueue(store: OutboxStore, matchId: number, tap: Tap, seenSeq: number): Promise<QueuedTap> {
  const waiting = await store.list(matchId);
  // This phone's own last stored event counts as seen, even before the pad has refetched it.
  if (waiting.length === 0) await store.setBaseSeq(matchId, Math.max(seenSeq, (await store.baseSeq(matchId)) ?? 0));
  const queued: QueuedTap = { matchId, key: newKey(), tap, queuedAt: Date.now() };
  await store.add(queued);
  return queued;
}

/** Sends one tap after the queue's base seq and keeps the answer: stored moves the base, refused is noted. */
async function settle(store: OutboxStore, queued: QueuedTap, send: Send): Promise<SendResult> {
  const base = await store.baseSeq(queued.matchId);
  if (base === null) throw new Error('A queued tap has no base seq');
  const result = await send(queued, base);
  if (result.status === 'stored') {
    await store.setBaseSeq(queued.matchId, result.seq);
    await store.remove(queued.key);
  } else if (result.status === 'refused') {
    const { message, code, fields } = result;
    await store.replace(queued.key, {
      ...queued,
      refusal: { message, code, ...(fields ? { fields } : {}), at: Date.now() },
    });
  }
  return result;
}

/**
 * Sends the waiting taps in order, one at a time, each with afterSeq = the seq the previous one got.
 * It stops at the first tap the network, a newer event or the Laws refuse, leaving it (and the rest)
 * in the queue for the scorer to decide. A tap refused before (even before a reload) is not sent again
 * until the scorer fixes it or asks: the taps behind it wait.
 */
export async function drain(store: OutboxStore, matchId: number, send: Send): Promise<DrainResult> {
  let sent = 0;
  for (;;) {
    const [head] = await store.list(matchId);
    if (!head) return { status: 'done', sent };
    if (head.refusal) return { status: 'refused', sent, tap: { ...head, refusal: head.refusal } };
    const result = await settle(store, head, send);
    switch (result.status) {
      case 'stored':
        sent += 1;
        break;
      case 'offline':
        return { status: 'offline', sent };
      case 'stale':
        return { status: 'stale', sent, currentSeq: result.currentSeq, tap: head };
      case 'refused': {
        const [refused] = await store.list(matchId);
        return { status: 'refused', sent, tap: { ...refused, refusal: refused.refusal! } };
      }
    }
  }
}

/**
 * Sends one waiting tap now, out of turn: a tap behind a refused one that the scorer wants in anyway.
 * Answers null when the tap is no longer queued.
 */
export async function sendOne(
  store: OutboxStore,
  matchId: number,
  key: string,
  send: Send,
): Promise<SendResult | null> {
  const queued = (await store.list(matchId)).find((each) => each.key === key);
  return queued ? settle(store, withoutRefusal(queued), send) : null;
}

/** The scorer asks to send a refused tap as it is (after fixing something else): the next drain sends it. */
export async function retryRefused(store: OutboxStore, matchId: number, key: string): Promise<void> {
  const queued = (await store.list(matchId)).find((each) => each.key === key);
  if (queued) await store.replace(key, withoutRefusal(queued));
}

/**
 * The scorer's fix of a refused tap (its minute, its runs): the new input takes its place in the queue
 * under a new key, since it is a new request, and the next drain sends it before the taps behind it.
 */
export async function fixRefused(store: OutboxStore, matchId: number, key: string, tap: Tap): Promise<QueuedTap> {
  const queued = (await store.list(matchId)).find((each) => each.key === key);
  if (!queued) throw new Error('That tap is no longer queued');
  if (queued.tap.kind !== tap.kind)
    throw new Error(`A ${queued.tap.kind} tap can only be fixed as a ${queued.tap.kind}`);
  const fixed: QueuedTap = { ...withoutRefusal(queued), key: newKey(), tap };
  await store.replace(key, fixed);
  return fixed;
}

/**
 * The waiting taps the pad counts into the match it shows: those that go next, on top of the seq shown.
 * A refused tap and the taps behind it, or taps entered before another scorer's events (`baseSeq` behind
 * the shown seq), are not part of the match: the pad lists them apart, so its total is the server's.
 */
export function countedTaps(waiting: readonly QueuedTap[], baseSeq: number | null, shownSeq: number): QueuedTap[] {
  if (baseSeq === null || baseSeq < shownSeq) return [];
  const refused = waiting.findIndex((queued) => queued.refusal);
  return refused === -1 ? [...waiting] : waiting.slice(0, refused);
}

/** The scorer saw the other scorer's events and wants the waiting taps on top of them. */
export async function resendAfter(store: OutboxStore, matchId: number, currentSeq: number): Promise<void> {
  await store.setBaseSeq(matchId, currentSeq);
}

/** Drops every waiting tap of the match (they were entered against a state that no longer holds). */
export async function dropAll(store: OutboxStore, matchId: number): Promise<number> {
  const waiting = await store.list(matchId);
  for (const queued of waiting) await store.remove(queued.key);
  return waiting.length;
}

/** Drops one tap (a refused one, or one waiting behind it): the others stay, entered against the same seq. */
export async function dropOne(store: OutboxStore, key: string): Promise<void> {
  await store.remove(key);
}
