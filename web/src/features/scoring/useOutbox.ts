import { CombinedGraphQLErrors, ServerError, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../lib/errors';
import {
  CloseInningsMutation,
  CompleteAsTieMutation,
  RecordDeliveryMutation,
  RecordFootballEventMutation,
  RecordPointsEventMutation,
  RecordRainRevisionMutation,
  UndoLastEventMutation,
} from './operations';
import {
  IndexedDbOutbox,
  drain,
  dropAll,
  dropOne,
  enqueue,
  resendAfter,
  type OutboxStore,
  type QueuedTap,
  type SendResult,
  type Tap,
} from './outbox';

/** What stopped the queue and waits for the scorer. */
export type OutboxProblem =
  | { kind: 'stale'; since: number; currentSeq: number; waiting: number }
  | { kind: 'refused'; message: string; key: string };

let sharedStore: OutboxStore | null = null;
const defaultStore = () => (sharedStore ??= new IndexedDbOutbox());

/** A refusal answer as the queue reads it: stale, refused by the Laws, or not reached (try again later). */
export function classify(error: unknown): SendResult {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (code === 'STALE_SEQUENCE') return { status: 'stale', currentSeq: Number(first.extensions?.currentSeq) };
    if (code === 'RATE_LIMITED' || code === 'INTERNAL_SERVER_ERROR') return { status: 'offline' };
    return { status: 'refused', message: describeError(error) };
  }
  if (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403)) {
    return { status: 'refused', message: describeError(error) };
  }
  // Offline, unreachable, a 5xx or a 429: the tap stays queued and goes when the server answers again.
  return { status: 'offline' };
}

const ANSWER_MS = 10_000;

/** The promise's value, or a rejection when it takes longer than `ms`. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TypeError('Network request timed out')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

type AppendArgs = { matchId: number; key: string; afterSeq: number };

/** Sends one tap with its mutation; answers the stored event's seq. */
async function append(client: ApolloClient, tap: Tap, base: AppendArgs): Promise<number> {
  switch (tap.kind) {
    case 'delivery':
      return (await client.mutate({ mutation: RecordDeliveryMutation, variables: { ...base, input: tap.input } })).data!
        .recordDelivery.seq;
    case 'football':
      return (await client.mutate({ mutation: RecordFootballEventMutation, variables: { ...base, input: tap.input } }))
        .data!.recordFootballEvent.seq;
    case 'points':
      return (await client.mutate({ mutation: RecordPointsEventMutation, variables: { ...base, input: tap.input } }))
        .data!.recordPointsEvent.seq;
    case 'close':
      return (await client.mutate({ mutation: CloseInningsMutation, variables: { ...base, input: tap.input } })).data!
        .closeInnings.seq;
    case 'revise':
      return (await client.mutate({ mutation: RecordRainRevisionMutation, variables: { ...base, input: tap.input } }))
        .data!.recordRainRevision.seq;
    case 'tie':
      return (await client.mutate({ mutation: CompleteAsTieMutation, variables: base })).data!.completeAsTie.seq;
    case 'undo':
      return (await client.mutate({ mutation: UndoLastEventMutation, variables: { ...base, reason: tap.reason } }))
        .data!.undoLastEvent.seq;
  }
}

export async function sendTap(client: ApolloClient, queued: QueuedTap, afterSeq: number): Promise<SendResult> {
  const base = { matchId: queued.matchId, key: queued.key, afterSeq };
  try {
    // A request cut off mid-flight (the phone lost its signal) may never answer: after a while the tap
    // counts as not sent, and its retry with the same key is safe.
    return { status: 'stored', seq: await withinTime(append(client, queued.tap, base), ANSWER_MS) };
  } catch (error) {
    return classify(error);
  }
}

const RETRY_MS = 3000;

/**
 * The phone's queue of taps for one match: every tap is stored in IndexedDB with its key before it is
 * sent, and the queue is sent in order whenever the connection allows. `seenSeq` is the seq the pad
 * shows; `onChange` refetches the log after anything was stored or refused as stale.
 */
export function useOutbox(matchId: number, seenSeq: number, onChange: () => void, store = defaultStore()) {
  const client = useApolloClient();
  const [waiting, setWaiting] = useState<QueuedTap[]>([]);
  const [problem, setProblem] = useState<OutboxProblem | null>(null);
  const [offline, setOffline] = useState(false);
  // Taps the server stored that the pad's log may not hold yet: still drawn, so nothing flickers away.
  const [landed, setLanded] = useState<{ seq: number; tap: Tap }[]>([]);
  const running = useRef(false);
  const again = useRef(false);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const blocked = useRef(false);
  const latest = useRef({ onChange, seenSeq });
  useEffect(() => {
    latest.current = { onChange, seenSeq };
  });
  // The drain calls itself again (a retry, a tap made while it ran) through this ref.
  const self = useRef<() => Promise<void>>(() => Promise.resolve());

  const reload = useCallback(async () => setWaiting(await store.list(matchId)), [store, matchId]);

  const flush = useCallback(async (): Promise<void> => {
    if (blocked.current) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      const since = await store.baseSeq(matchId);
      const stored: { seq: number; tap: Tap }[] = [];
      const result = await drain(store, matchId, async (queued, afterSeq) => {
        const answer = await sendTap(client, queued, afterSeq);
        if (answer.status === 'stored') stored.push({ seq: answer.seq, tap: queued.tap });
        return answer;
      });
      // Both in one render: a stored tap moves from waiting to landed without being drawn twice.
      const left = await store.list(matchId);
      if (stored.length) setLanded((held) => [...held.filter((each) => each.seq > latest.current.seenSeq), ...stored]);
      setWaiting(left);
      setOffline(result.status === 'offline');
      if (result.status === 'offline') {
        if (retry.current) clearTimeout(retry.current);
        retry.current = setTimeout(() => void self.current(), RETRY_MS);
      } else if (result.status === 'stale') {
        blocked.current = true;
        setProblem({
          kind: 'stale',
          since: (await store.baseSeq(matchId)) ?? since ?? 0,
          currentSeq: result.currentSeq,
          waiting: left.length,
        });
      } else if (result.status === 'refused') {
        blocked.current = true;
        setProblem({ kind: 'refused', message: result.message, key: result.tap.key });
      }
      if (result.sent > 0 || result.status === 'stale') latest.current.onChange();
    } finally {
      running.current = false;
    }
    if (again.current) {
      again.current = false;
      await self.current();
    }
  }, [client, matchId, store]);

  useEffect(() => {
    self.current = flush;
  }, [flush]);

  useEffect(() => {
    // The queue may hold taps from before a reload or a dead battery: show them and send them.
    const start = setTimeout(() => void reload().then(() => self.current()), 0);
    const online = () => void self.current();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(start);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [reload]);

  const tap = useCallback(
    async (next: Tap) => {
      await enqueue(store, matchId, next, latest.current.seenSeq);
      await reload();
      await flush();
    },
    [flush, matchId, reload, store],
  );

  const resolve = useCallback(
    async (choice: 'resend' | 'drop') => {
      const current = problem;
      if (!current) return;
      if (current.kind === 'stale') {
        if (choice === 'resend') await resendAfter(store, matchId, current.currentSeq);
        else await dropAll(store, matchId);
      } else if (choice === 'drop') {
        await dropOne(store, current.key);
      }
      blocked.current = false;
      setProblem(null);
      await reload();
      await flush();
    },
    [flush, matchId, problem, reload, store],
  );

  const unseen = landed.filter((each) => each.seq > seenSeq).map((each) => each.tap);
  return { waiting, unseen, problem, offline, tap, resolve };
}

export type Outbox = ReturnType<typeof useOutbox>;
