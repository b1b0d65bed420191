import type { WebSocket } from 'ws';
import { MAX_WAITING_EVENTS } from '../core/topic-events.js';

/** Where one subscription's pushes go: its socket, and its id on that socket. */
export type Seat = { socket: WebSocket; id: string };

/**
 * Bytes a member's socket may hold unsent (its client not reading: a phone that lost its signal) before the
 * member is ended for falling behind: about 100 pushes of a live match (a ball's is ~630 bytes), and 10,000 stalled
 * phones hold at most 640 MB between them, past what the kernel's socket buffers take, rather than every push
 * until their connections time out.
 */
export const MAX_UNREAD_BYTES = 64 * 1024;

/** A member ended for not reading its pushes: graphql-ws sends its client this error for the subscription. */
export class WatcherFellBehind extends Error {
  constructor() {
    super('This subscription fell behind (its connection was not reading the pushes) and was ended: subscribe again.');
    this.name = 'WatcherFellBehind';
  }
}

/** What a group pushes: one `next` payload per event, the same for every member. */
export type GroupSource = AsyncIterator<unknown> & { return(): Promise<IteratorResult<unknown>> };

/** One member's part in its group, for the subscription that joined. */
export type Membership = {
  /**
   * The subscription's stream for graphql-ws: `first` (its catch-up answer) when there is one, then nothing
   * until the member ends, while the group writes each event's push to its socket. Once graphql-ws asks
   * past `first` (it has written it), the pushes held meanwhile are written and the member is live.
   */
  stream<T>(first: T | null): AsyncIterableIterator<T>;
  /** Leaves before its stream was handed out (its own subscribe failed). */
  leave(): void;
};

type Settle = { resolve(result: IteratorReturnResult<undefined>): void; reject(error: Error): void };

type Member = {
  seat: Seat;
  /** `{"id":…,"type":"next","payload":`: only the subscription id differs between members' frames. */
  prefix: Buffer;
  /** Pushes held while the member's catch-up is read and sent; null once it is live. */
  held: Buffer[] | null;
  /** Its stream's read waiting for the member's end. */
  waiting: Settle | null;
  ended: boolean;
  failure: Error | null;
};

type Group = {
  key: string;
  members: Set<Member>;
  /** Settles true once the group listens, false when it could not open (its members subscribe alone). */
  ready: Promise<boolean>;
  source: GroupSource | null;
  closed: boolean;
};

const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });

/**
 * Anonymous watchers of one query on one instance as one group (issue 51: a ball to 10,000 watchers): the group
 * listens once and executes each event once, and each member's frame, which differs from the others' only by
 * its subscription id, is written in one synchronous loop over the members. graphql-ws keeps each member's
 * lifetime (subscribe, complete, errors); per member there is only its catch-up, when it joins, and a cap on
 * what its socket holds unread. Before, each watcher's event went through its own listener, filter, catch-up
 * stream, execution lookup, and graphql-ws's read, serialization and send, each an await: ~20 us of CPU per
 * watcher per ball besides the socket write.
 */
export function createBroadcastGroups() {
  const groups = new Map<string, Group>();
  let members = 0;

  const close = (group: Group) => {
    if (group.closed) return;
    group.closed = true;
    if (groups.get(group.key) === group) groups.delete(group.key);
    void group.source?.return();
  };

  const end = (group: Group, member: Member, failure: Error | null) => {
    if (member.ended) return;
    member.ended = true;
    member.held = null;
    group.members.delete(member);
    members -= 1;
    if (group.members.size === 0) close(group);
    const waiting = member.waiting;
    member.waiting = null;
    if (!waiting) member.failure = failure;
    else if (failure) waiting.reject(failure);
    else waiting.resolve(done());
  };

  const write = (group: Group, member: Member, body: Buffer) => {
    const { socket } = member.seat;
    // A closing socket: graphql-ws ends its subscriptions.
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_UNREAD_BYTES) {
      end(group, member, new WatcherFellBehind());
      return;
    }
    socket.send(Buffer.concat([member.prefix, body], member.prefix.length + body.length), { binary: false });
  };

  const push = (group: Group, body: Buffer) => {
    for (const member of group.members) {
      if (!member.held) write(group, member, body);
      else if (member.held.length < MAX_WAITING_EVENTS) member.held.push(body);
      else end(group, member, new WatcherFellBehind());
    }
  };

  const run = async (group: Group, source: GroupSource) => {
    let failure: Error | null = null;
    try {
      for (;;) {
        const next = await source.next();
        if (next.done || group.closed) break;
        push(group, Buffer.from(`${JSON.stringify(next.value)}}`));
      }
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    close(group);
    for (const member of group.members) end(group, member, failure);
  };

  const open = (key: string, opening: () => Promise<GroupSource | null>): Group => {
    const group: Group = { key, members: new Set(), ready: Promise.resolve(false), source: null, closed: false };
    const failed = () => {
      close(group);
      return false;
    };
    group.ready = opening().then((source) => {
      if (!source) return failed();
      group.source = source;
      if (group.closed) {
        void source.return();
        return false;
      }
      void run(group, source);
      return true;
    }, failed);
    groups.set(key, group);
    return group;
  };

  return {
    /**
     * Joins `key`'s group, opening it with `opening` (null: the query cannot be shared) when it has none. The
     * member holds the group's pushes from now on: its catch-up, read after this, misses nothing between the
     * two. Null when the group could not open.
     */
    async join(key: string, seat: Seat, opening: () => Promise<GroupSource | null>): Promise<Membership | null> {
      const existing = groups.get(key);
      const group = existing && !existing.closed ? existing : open(key, opening);
      const member: Member = {
        seat,
        prefix: Buffer.from(`{"id":${JSON.stringify(seat.id)},"type":"next","payload":`),
        held: [],
        waiting: null,
        ended: false,
        failure: null,
      };
      group.members.add(member);
      members += 1;
      if (!(await group.ready)) {
        end(group, member, null);
        return null;
      }
      return {
        leave: () => end(group, member, null),
        stream<T>(first: T | null): AsyncIterableIterator<T> {
          let pending = first;
          const stream: AsyncIterableIterator<T> = {
            [Symbol.asyncIterator]: () => stream,
            next(): Promise<IteratorResult<T>> {
              if (pending !== null) {
                const value = pending;
                pending = null;
                return Promise.resolve({ done: false, value });
              }
              if (member.held) {
                const held = member.held;
                member.held = null;
                for (const body of held) write(group, member, body);
              }
              if (member.ended) {
                const failure = member.failure;
                member.failure = null;
                return failure ? Promise.reject(failure) : Promise.resolve(done());
              }
              return new Promise((resolve, reject) => {
                member.waiting = { resolve, reject };
              });
            },
            return() {
              end(group, member, null);
              return Promise.resolve(done());
            },
            throw(error: unknown) {
              end(group, member, null);
              return Promise.reject(error instanceof Error ? error : new Error(String(error)));
            },
          };
          return stream;
        },
      };
    },
    /** Groups open now, and the subscriptions in them (the metrics' gauges). */
    counts: () => ({ groups: groups.size, members }),
  };
}

export type BroadcastGroups = ReturnType<typeof createBroadcastGroups>;
