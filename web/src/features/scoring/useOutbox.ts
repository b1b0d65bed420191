import { CombinedGraphQLErrors, ServerError, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CloseInningsMutation,
  CompleteAsTieMutation,
  RecordCricketSheetMutation,
  RecordDeliveryMutation,
  RecordFootballEventMutation,
  RecordPointsEventMutation,
  RecordRainRevisionMutation,
  UndoLastEventMutation,
} from './operations';
import {
  IndexedDbOutbox,
  countedTaps,
  drain,
  dropAll,
  dropOne,
  enqueue,
  fixRefused,
  resendAfter,
  retryRefused,
  sendOne,
  type OutboxStore,
  type QueuedTap,
  type Refusal,
  type Send,
  type SendResult,
  type Tap,
} from './outbox';

/** What stopped the queue and waits for the scorer: another scorer's events, or a tap the server refused. */
export type OutboxProblem =
  | { kind: 'stale'; since: number; currentSeq: number; waiting: number }
  | { kind: 'refused'; tap: QueuedTap & { refusal: Refusal } };

let sharedStore: OutboxStore | null = null;
const defaultStore = () => (sharedStore ??= new IndexedDbOutbox());

// The server had a fault or asked to slow down: the same tap may go later, as after a lost connection.
const TRANSIENT = new Set(['INTERNAL_SERVER_ERROR', 'RATE_LIMITED']);

function fieldsOf(extensions: Record<string, unknown> | undefined): { fields?: Record<string, string> } {
  const fields = extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const named = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return named.length ? { fields: Object.fromEntries(named) } : {};
}

/**
 * An answer as the queue reads it: stale, refused (a code the server gives on purpose: sending the same
 * tap again gets the same answer, so it waits for the scorer), or not reached (tried again later). A
 * refusal keeps the API's English (it is stored with the tap); the pad shows it in its language (HeldTaps.tsx).
 */
export function classify(error: unknown): SendResult {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : '';
    if (code === 'STALE_SEQUENCE') return { status: 'stale', currentSeq: Number(first.extensions?.currentSeq) };
    if (!first || TRANSIENT.has(code)) return { status: 'offline' };
    return { status: 'refused', message: first.message, code: code || 'REFUSED', ...fieldsOf(first.extensions) };
  }
  if (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403)) {
    const code = error.statusCode === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
    // No message of the server's: the pad says it from the code (HeldTaps.tsx refusalText).
    return { status: 'refused', message: '', code };
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
    case 'sheet':
      return (await client.mutate({ mutation: RecordCricketSheetMutation, variables: { ...base, input: tap.input } }))
        .data!.recordCricketSheet.seq;
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
 * sent, and the queue is sent in order whenever the connection allows. A tap the server refuses stays
 * there with the reason and holds the taps behind it until the scorer fixes, drops or re-sends it, or
 * sends one of those behind it. `seenSeq` is the seq the pad shows; `onChange` refetches the log after
 * anything was stored or refused as stale.
 */
export function useOutbox(matchId: number, seenSeq: number, onChange: () => void, store = defaultStore()) {
  const client = useApolloClient();
  const [queue, setQueue] = useState<{ waiting: QueuedTap[]; baseSeq: number | null }>({ waiting: [], baseSeq: null });
  const [stale, setStale] = useState<Extract<OutboxProblem, { kind: 'stale' }> | null>(null);
  const [offline, setOffline] = useState(false);
  // Taps the server stored that the pad's log may not hold yet: still drawn, so nothing flickers away.
  const [landed, setLanded] = useState<{ seq: number; tap: Tap }[]>([]);
  // One change of the queue at a time (a drain, a tap sent out of turn, a fix), in the order asked.
  const lock = useRef<Promise<void>>(Promise.resolve());
  const queuedFlush = useRef<Promise<void> | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const blocked = useRef(false);
  const latest = useRef({ onChange, seenSeq });
  useEffect(() => {
    latest.current = { onChange, seenSeq };
  });
  // The drain's retry calls it again through this ref.
  const self = useRef<() => Promise<void>>(() => Promise.resolve());

  const exclusive = useCallback((job: () => Promise<void>): Promise<void> => {
    const run = lock.current.then(job);
    lock.current = run.catch(() => undefined);
    return run;
  }, []);

  /** Reads the queue back and draws it, with the taps just stored, in one render. */
  const show = useCallback(
    async (stored: { seq: number; tap: Tap }[] = []) => {
      const [waiting, baseSeq] = await Promise.all([store.list(matchId), store.baseSeq(matchId)]);
      if (stored.length) setLanded((held) => [...held.filter((each) => each.seq > latest.current.seenSeq), ...stored]);
      setQueue({ waiting, baseSeq });
    },
    [matchId, store],
  );

  const sender = useCallback(
    (stored: { seq: number; tap: Tap }[]): Send =>
      async (queued, afterSeq) => {
        const answer = await sendTap(client, queued, afterSeq);
        if (answer.status === 'stored') stored.push({ seq: answer.seq, tap: queued.tap });
        return answer;
      },
    [client],
  );

  const stopStale = useCallback(
    async (currentSeq: number, since: number | null) => {
      blocked.current = true;
      const waiting = await store.list(matchId);
      setStale({ kind: 'stale', since: since ?? 0, currentSeq, waiting: waiting.length });
    },
    [matchId, store],
  );

  const flush = useCallback((): Promise<void> => {
    // A flush not yet started sends every tap queued by then: one is enough.
    if (queuedFlush.current) return queuedFlush.current;
    const run = exclusive(async () => {
      queuedFlush.current = null;
      if (blocked.current) return;
      const since = await store.baseSeq(matchId);
      const stored: { seq: number; tap: Tap }[] = [];
      const result = await drain(store, matchId, sender(stored));
      await show(stored);
      setOffline(result.status === 'offline');
      if (result.status === 'offline') {
        if (retry.current) clearTimeout(retry.current);
        retry.current = setTimeout(() => void self.current(), RETRY_MS);
      } else if (result.status === 'stale') {
        await stopStale(result.currentSeq, (await store.baseSeq(matchId)) ?? since);
      }
      if (result.sent > 0 || result.status === 'stale') latest.current.onChange();
    });
    queuedFlush.current = run;
    return run;
  }, [exclusive, matchId, sender, show, stopStale, store]);

  useEffect(() => {
    self.current = flush;
  }, [flush]);

  useEffect(() => {
    // The queue may hold taps from before a reload or a dead battery (refused ones with their reason):
    // show them and send those that may go.
    const start = setTimeout(() => void show().then(flush), 0);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(start);
      if (retry.current) clearTimeout(retry.current);
    };
  }, [flush, show]);

  const tap = useCallback(
    async (next: Tap) => {
      await exclusive(async () => {
        await enqueue(store, matchId, next, latest.current.seenSeq);
        await show();
      });
      await flush();
    },
    [exclusive, flush, matchId, show, store],
  );

  /** Another scorer's events came first: send the waiting taps on top of them, or drop them all. */
  const resolve = useCallback(
    async (choice: 'resend' | 'drop') => {
      const current = stale;
      if (!current) return;
      await exclusive(async () => {
        if (choice === 'resend') await resendAfter(store, matchId, current.currentSeq);
        else await dropAll(store, matchId);
        blocked.current = false;
        setStale(null);
        await show();
      });
      await flush();
    },
    [exclusive, flush, matchId, show, stale, store],
  );

  /** Sends a refused tap again as it is (the scorer put right what the server objected to). */
  const retryTap = useCallback(
    async (key: string) => {
      await exclusive(() => retryRefused(store, matchId, key));
      await flush();
    },
    [exclusive, flush, matchId, store],
  );

  /** Replaces a refused tap's input with the scorer's fix and sends it, then the taps behind it. */
  const fix = useCallback(
    async (key: string, next: Tap) => {
      await exclusive(async () => {
        await fixRefused(store, matchId, key, next);
        await show();
      });
      await flush();
    },
    [exclusive, flush, matchId, show, store],
  );

  /** Drops one tap (refused, or waiting behind one); the rest go on when nothing holds them. */
  const drop = useCallback(
    async (key: string) => {
      await exclusive(async () => {
        await dropOne(store, key);
        await show();
      });
      await flush();
    },
    [exclusive, flush, show, store],
  );

  /** Sends one waiting tap now, ahead of a refused tap that holds the queue. */
  const sendNow = useCallback(
    async (key: string) => {
      await exclusive(async () => {
        if (blocked.current) return;
        const since = await store.baseSeq(matchId);
        const stored: { seq: number; tap: Tap }[] = [];
        const result = await sendOne(store, matchId, key, sender(stored));
        await show(stored);
        setOffline(result?.status === 'offline');
        if (result?.status === 'stale') await stopStale(result.currentSeq, since);
        if (stored.length || result?.status === 'stale') latest.current.onChange();
      });
      await flush();
    },
    [exclusive, flush, matchId, sender, show, stopStale, store],
  );

  const refused = queue.waiting.find((queued) => queued.refusal);
  const problem: OutboxProblem | null =
    stale ?? (refused?.refusal ? { kind: 'refused', tap: { ...refused, refusal: refused.refusal } } : null);
  // One state for the pad: the server's at the seq it shows, then the taps that go on top of it next.
  const counted = stale ? [] : countedTaps(queue.waiting, queue.baseSeq, seenSeq);
  const unseen = landed.filter((each) => each.seq > seenSeq).map((each) => each.tap);
  return {
    waiting: queue.waiting,
    /** Taps the pad counts on top of the log: stored but not yet fetched, then those going next. */
    pending: [...unseen, ...counted.map((queued) => queued.tap)],
    /** Waiting taps not counted: a refused one, those behind it, or taps another scorer's events overtook. */
    held: queue.waiting.filter((queued) => !counted.includes(queued)),
    problem,
    offline,
    tap,
    resolve,
    retry: retryTap,
    fix,
    drop,
    sendNow,
  };
}

export type Outbox = ReturnType<typeof useOutbox>;
