import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Context } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GraphQLContext } from './context.js';
import { translateGraphQLError } from './errors.js';
import { createSharedSubscribe } from './shared-execution.js';
import type { AppPubSub, SessionEndedPayload } from '../core/pubsub.js';
import { SESSION_ENDED } from '../core/pubsub.js';

/** Close codes of our own (graphql-ws clients retry on 4000-4004, then reconnect as who they are now). */
export const WS_CLOSE = {
  /** The session ended (logout) or the account changed (deactivation, role change). */
  sessionEnded: { code: 4001, reason: 'Session ended' },
} as const;

export type SubscriptionLimits = {
  /** Operations one socket may run at once; more answer an error naming the limit. */
  maxSubscriptionsPerSocket: number;
  /** Sockets one client address may hold open; more are refused with HTTP 429 before the upgrade. */
  maxSocketsPerClient: number;
};

/** Who a socket speaks for, settled once when it connects. */
export type SocketIdentity = { sessionId?: string; userId?: number };

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
  /** Refuses a document over the query limits (tokens included) before graphql-ws parses it. */
  checkDocument?: (source: string) => readonly GraphQLError[] | undefined;
};

type Extra = { socket: WebSocket; request: IncomingMessage; identity?: SocketIdentity };

/** GraphQL over WebSocket (graphql-ws) on the same path as HTTP. */
export function attachSubscriptions(httpServer: Server, options: SubscriptionOptions): { dispose(): Promise<void> } {
  const { limits } = options;
  const socketsByAddress = new Map<string, number>();
  const sockets = new Set<{ socket: WebSocket; identity: SocketIdentity }>();

  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
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
    socket.once('close', () => {
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    });
  });

  const rules = [...specifiedRules, ...(options.extraValidationRules ?? [])];
  const cleanup = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema: options.schema,
      // One execution per event for anonymous subscribers of the same document (issue 11).
      subscribe: createSharedSubscribe(),
      validate: (schema, document) => validate(schema, document, rules),
      async onConnect(ctx: Context<Record<string, unknown> | undefined, Extra>) {
        const identity = await options.identify(ctx.extra.request);
        ctx.extra.identity = identity;
        const entry = { socket: ctx.extra.socket, identity };
        sockets.add(entry);
        ctx.extra.socket.once('close', () => sockets.delete(entry));
        return true;
      },
      onSubscribe(ctx, _id, payload) {
        // graphql-ws has already counted this operation in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerSocket) {
          return [
            new GraphQLError(
              `Too many subscriptions on this connection (at most ${limits.maxSubscriptionsPerSocket}).`,
              { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit: limits.maxSubscriptionsPerSocket } },
            ),
          ];
        }
        const refused = options.checkDocument?.(payload.query);
        if (refused) return refused;
      },
      context: (ctx) => options.buildContext(ctx.extra.identity ?? {}),
      // Domain errors answer over the socket in the same terms as over HTTP.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => translateGraphQLError(error).toJSON()) }
          : undefined,
    },
    wsServer,
  );

  // Sessions that end close their sockets; the client reconnects as whoever it is now.
  const ended = options.pubSub.subscribe(SESSION_ENDED);
  void (async () => {
    for await (const payload of ended) closeSessionSockets(sockets, payload);
  })();

  return {
    async dispose() {
      await ended.return?.();
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
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
