import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type {
  CloseInningsInput,
  DeliveryInput,
  FootballEventInput,
  PointsEventInput,
  RainRevisionInput,
} from '../../gql/graphql';

/** What one tap asks the server to append. */
export type Tap =
  | { kind: 'delivery'; input: DeliveryInput }
  | { kind: 'football'; input: FootballEventInput }
  | { kind: 'points'; input: PointsEventInput }
  | { kind: 'close'; input: CloseInningsInput }
  | { kind: 'revise'; input: RainRevisionInput }
  | { kind: 'tie' }
  | { kind: 'undo'; reason: string | null };

/** A tap waiting on the phone, with the idempotency key it keeps through every retry. */
export type QueuedTap = { order?: number; matchId: number; key: string; tap: Tap; queuedAt: number };

/**
 * Per match: `baseSeq` is the seq the head of the queue was entered against (the match as the scorer
 * saw it). It moves only when one of this phone's taps is stored, or when the scorer chooses to re-send
 * after another scorer's events: never silently, so a phone never stacks its taps on balls it has not seen.
 */
export type OutboxMeta = { matchId: number; baseSeq: number };

export interface OutboxStore {
  list(matchId: number): Promise<QueuedTap[]>;
  add(tap: QueuedTap): Promise<void>;
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
  | { status: 'refused'; message: string };

/** Why a drain stopped; `done` when the queue is empty. */
export type DrainResult =
  | { status: 'done'; sent: number }
  | { status: 'offline'; sent: number }
  | { status: 'stale'; sent: number; currentSeq: number; tap: QueuedTap }
  | { status: 'refused'; sent: number; message: string; tap: QueuedTap };

/** A fresh idempotency key: a retry of the same tap reuses it, so the server stores it once. */
export function newKey(): string {
  return crypto.randomUUID();
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

/**
 * Sends the waiting taps in order, one at a time, each with afterSeq = the seq the previous one got.
 * It stops at the first tap the network, a newer event or the Laws refuse, leaving it (and the rest)
 * in the queue for the scorer to decide.
 */
export async function drain(
  store: OutboxStore,
  matchId: number,
  send: (queued: QueuedTap, afterSeq: number) => Promise<SendResult>,
): Promise<DrainResult> {
  let sent = 0;
  for (;;) {
    const [head] = await store.list(matchId);
    if (!head) return { status: 'done', sent };
    const base = await store.baseSeq(matchId);
    if (base === null) throw new Error('A queued tap has no base seq');
    const result = await send(head, base);
    switch (result.status) {
      case 'stored':
        await store.setBaseSeq(matchId, result.seq);
        await store.remove(head.key);
        sent += 1;
        break;
      case 'offline':
        return { status: 'offline', sent };
      case 'stale':
        return { status: 'stale', sent, currentSeq: result.currentSeq, tap: head };
      case 'refused':
        return { status: 'refused', sent, message: result.message, tap: head };
    }
  }
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

/** Drops one tap (a refused one): the taps behind it stay, entered against the same seq. */
export async function dropOne(store: OutboxStore, key: string): Promise<void> {
  await store.remove(key);
}
