import type { IncomingMessage, Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GraphQLContext } from './context.js';

/** GraphQL over WebSocket (graphql-ws) on the same path as HTTP. */
export function attachSubscriptions(
  httpServer: Server,
  schema: GraphQLSchema,
  buildContext: (request: IncomingMessage) => Promise<GraphQLContext>,
): { dispose(): Promise<void> } {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const cleanup = useServer(
    {
      schema,
      context: (ctx) => buildContext(ctx.extra.request),
    },
    wsServer,
  );
  return {
    async dispose() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
