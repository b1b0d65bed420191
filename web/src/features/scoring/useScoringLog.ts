import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScoringPadQuery as ScoringPadData } from '../../gql/graphql';
import type { LogEvent } from './cricket-state';
import { ScoringPadQuery } from './operations';
import { withinTime } from './useOutbox';

export type PadMatch = NonNullable<ScoringPadData['match']>;

/** Adds newly fetched events to those already held, each seq once. */
export function mergeEvents(held: readonly LogEvent[], fresh: readonly LogEvent[]): LogEvent[] {
  const bySeq = new Map(held.map((event) => [event.seq, event]));
  for (const event of fresh) bySeq.set(event.seq, event);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The match's log and card as the pad shows them. `liveSeq` is the seq the subscription last pushed
 * (through Apollo's cache): whenever it passes the last seq seen here, the events after that seq are
 * fetched, so a missed push (a seq gap) is filled in the same way as a fresh one.
 */
export function useScoringLog(matchId: number, liveSeq: number) {
  const client = useApolloClient();
  const [pad, setPad] = useState<PadMatch | null>(null);
  const [events, setEvents] = useState<LogEvent[]>([]);
  const [reachable, setReachable] = useState(true);
  const seen = useRef<number | null>(null);
  const running = useRef(false);
  const again = useRef(false);
  // A refresh asked for while one runs is run after it, through this ref.
  const self = useRef<() => Promise<void>>(() => Promise.resolve());

  const refresh = useCallback(async (): Promise<void> => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      const after = seen.current;
      const { data } = await withinTime(
        client.query({ query: ScoringPadQuery, variables: { id: matchId, after }, fetchPolicy: 'no-cache' }),
        10_000,
      );
      const match = data?.match;
      if (match) {
        // A log replaced under us (a Cricsheet import) starts again from the first event.
        const restart = after !== null && match.seq < after;
        if (restart) seen.current = null;
        else {
          setEvents((held) => mergeEvents(after === null ? [] : held, match.events as LogEvent[]));
          seen.current = match.seq;
          setPad(match);
        }
        if (restart) again.current = true;
      }
      setReachable(true);
    } catch {
      // Offline at the ground: keep showing what was last fetched; the next push or tap tries again.
      setReachable(false);
    } finally {
      running.current = false;
    }
    if (again.current) {
      again.current = false;
      await self.current();
    }
  }, [client, matchId]);

  useEffect(() => {
    self.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (seen.current === null || liveSeq > seen.current) void refresh();
  }, [liveSeq, refresh]);

  return { pad, events, seenSeq: pad?.seq ?? liveSeq, reachable, refresh };
}
