import type { Language } from '../../../shared/i18n/languages.js';
import type { IncomingMessage, Server } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GraphQLContext } from '../modules/users/graphql-context.js';
import { translateGraphQLError } from './errors.js';
import type { CheckedDocument } from './limits.js';
import { createSharedSubscribe } from './shared-execution.js';
import { createBroadcastGroups, type BroadcastGroups, type Seat } from './broadcast-groups.js';
import type { AppPubSub, SessionEndedPayload } from '../core/pubsub.js';
import { SESSION_ENDED } from '../core/pubsub.js';
import type { RateLimitVerdict } from '../rate-limits.js';

/** Close codes of our own (graphql-ws clients retry on 4000-4004, then reconnect as who they are now). */
export const WS_CLOSE = {
  /** The session ended (logout) or the account changed (deactivation, role change). */
  sessionEnded: { code: 4001, reason: 'Session ended' },
  /** Kept sending after MAX_REFUSALS_PER_SOCKET refusals. graphql-ws clients do not reconnect after 4400. */
  tooManyRefusals: { code: 4400, reason: 'Too many refused operations' },
} as const;

/**
 * The largest frame a socket may send, as the largest /graphql request body (express.json's 1mb). A
 * larger one closes the socket (1009) as soon as its header is read, before any of it is buffered.
 */
export const MAX_FRAME_BYTES = 1024 * 1024;

/**
 * Operations refused on one socket (too many at once, over the budget, a mutation) before it is closed:
 * a client still sending after that many refusals is flooding, and each message would cost a parse.
 */
export const MAX_REFUSALS_PER_SOCKET = 100;

/** How long the close frame of a socket closed for flooding has to reach the client before it is cut. */
const CLOSE_GRACE_MS = 1_000;

const MUTATION_REFUSED =
  'The WebSocket runs queries and subscriptions only: send a mutation as an HTTP POST to /graphql.';

export type SubscriptionLimits = {
  /** Operations one socket may run at once; more answer an error naming the limit. */
  maxSubscriptionsPerSocket: number;
  /** Sockets one client address may hold open; more are refused with HTTP 429 before the upgrade. */
  maxSocketsPerClient: number;
};

/** Who a socket speaks for, settled once when it connects. */
export type SocketIdentity = {
  sessionId?: string;
  userId?: number;
  /** The language of the texts the socket's answers carry (core/language.ts socketLanguage). */
  language?: Language;
};

export type SubscriptionOptions = {
  schema: GraphQLSchema;
  pubSub: AppPubSub;
  limits: SubscriptionLimits;
  /** Reads the session of an upgrade request (cookies of another origin already ignored by the caller). */
  identify(request: IncomingMessage): Promise<SocketIdentity>;
  /** A context per operation: the person is re-read from the database each time. */
  buildContext(identity: SocketIdentity): Promise<GraphQLContext>;
  /** The client address a socket counts against. */
  clientAddress(request: IncomingMessage): string;
  /**
   * Validation rules run on every subscription document besides graphql's own: the place for the query
   * limits (depth, aliases, cost) that HTTP requests get.
   */
  extraValidationRules?: readonly ValidationRule[];
  /** Parses and validates a document with the query limits (tokens included) that HTTP requests get. */
  checkDocument?: (source: string) => CheckedDocument;
  /**
   * Spends one operation of the socket's address from the budgets an HTTP request spends (issue 48);
   * without it operations are not counted.
   */
  rateLimit?: (operation: { address: string; query: string; signedIn: boolean }) => Promise<RateLimitVerdict>;
  /** A socket ws closed for a frame that broke the protocol (1009: over MAX_FRAME_BYTES; 1002, 1007). */
  onProtocolError?: (error: Error) => void;
};

type Extra = { socket: WebSocket; request: IncomingMessage; identity?: SocketIdentity };

/** What the gate keeps of one socket. */
type SocketGate = {
  address: string;
  /**
   * Ids of the operations it runs. Counted here rather than in ctx.subscriptions, where graphql-ws also
   * lists refused operations until their error is written (hundreds at once in a burst).
   */
  operations: Set<string>;
  refusals: number;
};

/** GraphQL over WebSocket (graphql-ws) on the same path as HTTP. */
export function attachSubscriptions(
  httpServer: Server,
  options: SubscriptionOptions,
): { broadcastGroups: BroadcastGroups; dispose(): Promise<void> } {
  const { limits } = options;
  const socketsByAddress = new Map<string, number>();
  const sockets = new Set<{ socket: WebSocket; identity: SocketIdentity }>();

  const gates = new WeakMap<WebSocket, SocketGate>();

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: MAX_FRAME_BYTES,
    // One message per turn of the event loop: a burst on one socket lets every other request in between.
    allowSynchronousEvents: false,
    verifyClient: (info, done) => {
      const address = options.clientAddress(info.req);
      if ((socketsByAddress.get(address) ?? 0) >= limits.maxSocketsPerClient) {
        done(false, 429, `Too many WebSocket connections from this address (at most ${limits.maxSocketsPerClient})`);
        return;
      }
      done(true);
    },
  });
  wsServer.on('connection', (socket, request) => {
    const address = options.clientAddress(request);
    socketsByAddress.set(address, (socketsByAddress.get(address) ?? 0) + 1);
    gates.set(socket, { address, operations: new Set(), refusals: 0 });
    socket.once('close', () => {
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
  });

  const rules = [...specifiedRules, ...(options.extraValidationRules ?? [])];
  const checkDocument =
    options.checkDocument ??
    ((source: string): CheckedDocument => {
      try {
        const document = parse(source);
        const errors = validate(options.schema, document, rules);
        return errors.length > 0 ? { errors } : { document };
      } catch (error) {
        if (error instanceof GraphQLError) return { errors: [error] };
        throw error;
      }
    });

  /**
   * Every operation passes here, cheapest check first: the socket's own limits, the address's budget,
   * then the document. A refused operation runs nothing; a socket refused too often is closed.
   */
  async function admit(
    ctx: Context<Record<string, unknown> | undefined, Extra>,
    id: string,
    payload: SubscribePayload,
  ): Promise<ExecutionArgs | readonly GraphQLError[]> {
    const { socket } = ctx.extra;
    const gate = gates.get(socket);
    // Messages read before a flooding socket closed: answered by nobody, so dropped without any work.
    if (!gate || socket.readyState !== socket.OPEN) return [new GraphQLError('The connection is closing.')];
    const refuse = (error: GraphQLError) => {
      gate.operations.delete(id);
      gate.refusals += 1;
      if (gate.refusals === MAX_REFUSALS_PER_SOCKET) closeFlooding(socket);
      return [error];
    };

    if (!reserve(gate, ctx.subscriptions, id, limits.maxSubscriptionsPerSocket)) {
      return refuse(
        new GraphQLError(`Too many subscriptions on this connection (at most ${limits.maxSubscriptionsPerSocket}).`, {
          extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: limits.maxSubscriptionsPerSocket },
        }),
      );
    }
    const verdict = await options.rateLimit?.({
      address: gate.address,
      query: payload.query,
      signedIn: ctx.extra.identity?.userId !== undefined,
    });
    if (verdict?.limited) {
      return refuse(
        new GraphQLError(verdict.message, { extensions: { code: 'RATE_LIMITED', retryAfter: verdict.retryAfter } }),
      );
    }
    const checked = checkDocument(payload.query);
    if (checked.errors) {
      gate.operations.delete(id);
      return checked.errors;
    }
    // Changes are made over HTTP only, where CSRF, origin and input rules guard them (issue 48).
    if (getOperationAST(checked.document, payload.operationName)?.operation === OperationTypeNode.MUTATION) {
      return refuse(new GraphQLError(MUTATION_REFUSED, { extensions: { code: 'BAD_REQUEST' } }));
    }
    return {
      schema: options.schema,
      document: checked.document,
      operationName: payload.operationName,
      variableValues: payload.variables,
    };
  }

  // The socket and id each operation's context answers to: anonymous watchers join broadcast groups.
  const seats = new WeakMap<object, Seat>();
  const broadcastGroups = createBroadcastGroups();
  const cleanup = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema: options.schema,
      // One execution and one loop of writes per event for anonymous subscribers of the same document (issues 11, 51).
      subscribe: createSharedSubscribe({
        seatOf: (context) => (typeof context === 'object' && context !== null ? seats.get(context) : undefined),
        nextPayload,
        groups: broadcastGroups,
      }),
      async onConnect(ctx: Context<Record<string, unknown> | undefined, Extra>) {
        const identity = await options.identify(ctx.extra.request);
        ctx.extra.identity = identity;
        const entry = { socket: ctx.extra.socket, identity };
        sockets.add(entry);
        ctx.extra.socket.once('close', () => sockets.delete(entry));
        return true;
      },
      // The document is parsed and validated here once; graphql-ws runs what this returns.
      onSubscribe: admit,
      context: async (ctx, id) => {
        const context = await options.buildContext(ctx.extra.identity ?? {});
        seats.set(context, { socket: ctx.extra.socket, id });
        return context;
      },
      onNext: (_ctx, _id, _payload, _args, result) => nextPayload(result),
    },
    wsServer,
  );

  // ws has already closed such a socket with the right code: it is the client's fault, not the "internal
  // error" graphql-ws would print to the console with a stack (one per oversized frame an attacker sends).
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (error) => options.onProtocolError?.(error));
  });

  // Sessions that end close their sockets; the client reconnects as whoever it is now.
  const ended = options.pubSub.subscribe(SESSION_ENDED);
  void (async () => {
    for await (const payload of ended) closeSessionSockets(sockets, payload);
  })();

  return {
    broadcastGroups,
    async dispose() {
      await ended.return?.();
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/** A `next` message's payload: domain errors answer over the socket in the same terms as over HTTP. */
function nextPayload(result: ExecutionResult): ExecutionResult | Record<string, unknown> {
  return result.errors
    ? { ...result, errors: result.errors.map((error) => translateGraphQLError(error).toJSON()) }
    : result;
}

/**
 * Takes a place for operation `id` among the socket's `max`. At the limit, operations that ended since
 * (graphql-ws has removed them from `running`) are forgotten first.
 */
function reserve(gate: SocketGate, running: Record<string, unknown>, id: string, max: number): boolean {
  if (gate.operations.size >= max) {
    for (const operation of gate.operations) if (!(operation in running)) gate.operations.delete(operation);
  }
  if (gate.operations.size >= max) return false;
  gate.operations.add(id);
  return true;
}

/**
 * Closes a flooding socket. Nothing more is read from it (what it already sent would otherwise still be
 * parsed, message by message), and it is cut once the close frame has had time to reach the client.
 */
function closeFlooding(socket: WebSocket): void {
  socket.close(WS_CLOSE.tooManyRefusals.code, WS_CLOSE.tooManyRefusals.reason);
  socket.pause();
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}

function closeSessionSockets(
  sockets: Set<{ socket: WebSocket; identity: SocketIdentity }>,
  payload: SessionEndedPayload,
): void {
  for (const { socket, identity } of sockets) {
    const matches = payload.sessionId
      ? identity.sessionId === payload.sessionId
      : payload.userId !== undefined && identity.userId === payload.userId;
    if (matches) socket.close(WS_CLOSE.sessionEnded.code, WS_CLOSE.sessionEnded.reason);
  }
}
