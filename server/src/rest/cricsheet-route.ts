import type { ApolloServer } from '@apollo/server';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { isOwnOrigin } from '../cors.js';
import { CRICSHEET_MAX_CHARACTERS } from '../modules/matches/cricket/cricsheet.js';
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

const ImportCricsheet = /* GraphQL */ `
  mutation ImportCricsheet($matchId: Int!, $json: String!) {
    importCricsheet(matchId: $matchId, json: $json) {
      id
      seq
      status
    }
  }
`;

const TOO_LARGE = `The file is too large: a Cricsheet file is at most ${CRICSHEET_MAX_CHARACTERS.toLocaleString('en')} characters`;

/**
 * POST /api/matches/:id/cricsheet: a Cricsheet file as the body (application/json), for files over /graphql's
 * 1 MB (a Test match). Before the /api JSON parser, like the season upload: it reads the body as text, makes
 * its own CSRF check (a JSON content type a cross-site form cannot send, and our own origin when the browser
 * names one) and runs importCricsheet, so the permissions, the checks and the errors are the mutation's.
 */
export function createCricsheetUploadRouter(
  server: ApolloServer<GraphQLContext>,
  buildContext: (req: Request, res: Response) => Promise<GraphQLContext>,
  publicUrl: string,
): Router {
  const router = Router();
  const text = express.text({ type: 'application/json', limit: CRICSHEET_MAX_CHARACTERS });
  router.post('/api/matches/:id/cricsheet', (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin && !isOwnOrigin(origin, publicUrl, { headers: req.headers, protocol: req.protocol })) {
      res.status(403).json({ error: 'Cross-origin request refused.' });
      return;
    }
    if (!req.is('application/json')) {
      res.status(415).json({ error: 'Send the Cricsheet file as application/json.' });
      return;
    }
    text(req, res, (error?: unknown) => {
      void (async () => {
        if (error) {
          const tooLarge = (error as { type?: string }).type === 'entity.too.large';
          res.status(tooLarge ? 413 : 400).json({ error: tooLarge ? TOO_LARGE : 'The file could not be read' });
          return;
        }
        const id = /^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : null;
        if (id === null) {
          res.status(404).json({ error: 'Match not found' });
          return;
        }
        try {
          const data = await executeOperation<{ importCricsheet: Record<string, unknown> }>(
            server,
            await buildContext(req, res),
            ImportCricsheet,
            { matchId: id, json: typeof req.body === 'string' ? req.body : '' },
          );
          res.set('Cache-Control', 'no-store').json(data.importCricsheet);
        } catch (caught) {
          if (caught instanceof OperationError && caught.status < 500) {
            const fields = caught.error.extensions?.fields;
            res.status(caught.status).json({ error: caught.message, ...(fields ? { fields } : {}) });
            return;
          }
          next(caught);
        }
      })();
    });
  });
  return router;
}
