import type { ApolloServer } from '@apollo/server';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { GraphQLContext } from '../modules/users/graphql-context.js';
import { executeOperation, OperationError } from './execute.js';

const MatchCricsheet = /* GraphQL */ `
  query MatchCricsheet($id: Int!) {
    match(id: $id) {
      cricsheet
    }
  }
`;

/**
 * GET /api/matches/:id/cricsheet: the match as Cricsheet JSON. Apart from the REST table because
 * Cricsheet's own keys (team and player names among them) must reach the client as they are.
 */
export function createCricsheetRouter(
  server: ApolloServer<GraphQLContext>,
  buildContext: (req: Request) => Promise<GraphQLContext>,
): Router {
  const router = Router();
  router.get('/api/matches/:id/cricsheet', async (req: Request, res: Response, next: NextFunction) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id)) {
      res.status(404).json({ error: 'Match not found' });
      return;
    }
    try {
      const data = await executeOperation<{ match: { cricsheet: string | null } }>(
        server,
        await buildContext(req),
        MatchCricsheet,
        { id },
      );
      if (data.match.cricsheet === null) {
        res.status(404).json({ error: 'Only a cricket match has a Cricsheet file' });
        return;
      }
      res.type('application/json').send(data.match.cricsheet);
    } catch (error) {
      if (error instanceof OperationError && error.status < 500) {
        res.status(error.status).json({ error: error.message });
        return;
      }
      next(error);
    }
  });
  return router;
}
