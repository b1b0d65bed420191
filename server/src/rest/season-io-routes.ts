import type { ApolloServer } from '@apollo/server';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { isOwnOrigin } from '../cors.js';
import type { GraphQLContext } from '../modules/users/graphql-context.js';
import { CRICSHEET_ZIP_LIMITS } from '../modules/season-io/cricsheet-zip.js';
import { SeasonExportService } from '../modules/season-io/season-export.service.js';
import { SeasonFormat, TEXT_LIMITS } from '../modules/season-io/season-import.service.js';
import { executeOperation, OperationError } from './execute.js';

type ContextFactory = (req: Request, res: Response) => Promise<GraphQLContext>;

const ImportSeason = /* GraphQL */ `
  mutation ImportSeason($input: SeasonImportInput!, $content: String!) {
    importSeason(input: $input, content: $content) {
      tournament {
        id
        name
      }
      teamsCreated
      teamsMatched
      fixturesCreated
      fixturesMatched
      resultsRecorded
    }
  }
`;

const SeasonExport = /* GraphQL */ `
  query SeasonExport($tournamentId: Int!) {
    seasonExport(tournamentId: $tournamentId)
  }
`;

/** The upload's format from `?format=` (csv, openfootball, cricsheet, season), and the body it must have. */
const FORMATS: Record<string, { format: SeasonFormat; types: string[] }> = {
  csv: { format: SeasonFormat.CSV, types: ['text/csv'] },
  openfootball: { format: SeasonFormat.OPENFOOTBALL_JSON, types: ['application/json'] },
  season: { format: SeasonFormat.SEASON_JSON, types: ['application/json'] },
  cricsheet: { format: SeasonFormat.CRICSHEET_ZIP, types: ['application/zip', 'application/x-zip-compressed'] },
};

const MB = 1024 * 1024;

function pathId(req: Request): number | null {
  const raw = String(req.params.id ?? '');
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function fail(res: Response, next: NextFunction, error: unknown): void {
  if (error instanceof OperationError && error.status < 500) {
    const fields = error.error.extensions?.fields;
    res.status(error.status).json({ error: error.message, ...(fields ? { fields } : {}) });
    return;
  }
  next(error);
}

/** A file name for Content-Disposition: the tournament's name in plain letters. */
function fileName(name: string, extension: string): string {
  const base = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'season';
  return `${base}.${extension}`;
}

/**
 * Whole seasons in and out over /api. The upload takes the file as the raw body (a form's file, not JSON), so it
 * sits before the /api JSON parser and makes its own CSRF check: a content type only a script can send (a
 * cross-site form cannot without a preflight) and, when the browser names one, our own origin. It runs the
 * importSeason mutation, so the gate, the response cache and the errors are those of GraphQL.
 */
export function createSeasonIoRouter(
  server: ApolloServer<GraphQLContext>,
  buildContext: ContextFactory,
  publicUrl: string,
): Router {
  const router = Router();
  const raw = express.raw({
    type: Object.values(FORMATS).flatMap((entry) => entry.types),
    limit: Math.max(CRICSHEET_ZIP_LIMITS.zipBytes, TEXT_LIMITS.characters * 2),
  });

  router.post('/api/tournaments/:id/season-import', (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin && !isOwnOrigin(origin, publicUrl, { headers: req.headers, protocol: req.protocol })) {
      res.status(403).json({ error: 'Cross-origin request refused.' });
      return;
    }
    const format = typeof req.query.format === 'string' ? req.query.format : '';
    const entry = FORMATS[format];
    if (!entry) {
      res.status(400).json({
        error: 'Name the format: ?format=csv, openfootball, season or cricsheet',
        fields: { format: 'Unknown format' },
      });
      return;
    }
    if (!entry.types.some((type) => req.is(type))) {
      res.status(415).json({ error: `Send the ${format} file as ${entry.types[0]}.` });
      return;
    }
    const afterBody = async (error?: unknown) => {
      if (error) {
        const tooLarge = (error as { type?: string }).type === 'entity.too.large';
        res.status(tooLarge ? 413 : 400).json({
          error: tooLarge
            ? `The file is too large: a zip is at most ${CRICSHEET_ZIP_LIMITS.zipBytes / MB} MB, a text file ${TEXT_LIMITS.characters.toLocaleString('en')} characters`
            : 'The file could not be read',
        });
        return;
      }
      const id = pathId(req);
      if (id === null) {
        res.status(404).json({ error: 'Tournament not found' });
        return;
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const content = entry.format === SeasonFormat.CRICSHEET_ZIP ? body.toString('base64') : body.toString('utf8');
      const progressKey = typeof req.query.progress_key === 'string' ? req.query.progress_key.slice(0, 100) : null;
      try {
        const data = await executeOperation<{ importSeason: Record<string, unknown> }>(
          server,
          await buildContext(req, res),
          ImportSeason,
          { input: { tournamentId: id, format: entry.format, progressKey }, content },
        );
        res.set('Cache-Control', 'no-store').json(data.importSeason);
      } catch (caught) {
        fail(res, next, caught);
      }
    };
    raw(req, res, (error?: unknown) => void afterBody(error));
  });

  router.get('/api/tournaments/:id/season.json', async (req: Request, res: Response, next: NextFunction) => {
    const id = pathId(req);
    if (id === null) {
      res.status(404).json({ error: 'Tournament not found' });
      return;
    }
    try {
      const data = await executeOperation<{ seasonExport: string }>(
        server,
        await buildContext(req, res),
        SeasonExport,
        {
          tournamentId: id,
        },
      );
      res.set('Cache-Control', 'private, no-cache').type('application/json').send(data.seasonExport);
    } catch (caught) {
      fail(res, next, caught);
    }
  });

  // The table and the zip are files, not GraphQL answers: read through the same services, as the feeds are.
  router.get('/api/tournaments/:id/table.csv', async (req: Request, res: Response, next: NextFunction) => {
    const id = pathId(req);
    if (id === null) {
      res.status(404).json({ error: 'Tournament not found' });
      return;
    }
    try {
      const context = await buildContext(req, res);
      const csv = await new SeasonExportService(context).tableCsv(id);
      res
        .set('Cache-Control', 'private, no-cache')
        .set('Content-Disposition', `attachment; filename="table-${id}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    } catch (caught) {
      domainFail(res, next, caught);
    }
  });

  router.get('/api/tournaments/:id/cricsheet.zip', async (req: Request, res: Response, next: NextFunction) => {
    const id = pathId(req);
    if (id === null) {
      res.status(404).json({ error: 'Tournament not found' });
      return;
    }
    try {
      const exported = await new SeasonExportService(await buildContext(req, res)).cricsheetZip(id);
      if (!exported) {
        res.status(404).json({ error: 'Only a cricket tournament has Cricsheet files' });
        return;
      }
      res
        .set('Cache-Control', 'private, no-cache')
        .set('Content-Disposition', `attachment; filename="${fileName(exported.name, 'zip')}"`)
        .type('application/zip')
        .send(Buffer.from(exported.zip));
    } catch (caught) {
      domainFail(res, next, caught);
    }
  });
  return router;
}

const STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** A service's DomainError as REST answers it (rest/execute.ts's codes). */
function domainFail(res: Response, next: NextFunction, error: unknown): void {
  const code = (error as { code?: string }).code;
  if (code && STATUS[code]) {
    res.status(STATUS[code]).json({ error: (error as Error).message });
    return;
  }
  next(error);
}
