import {
  Arg,
  Ctx,
  Extensions,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscriptionHandlerData,
} from 'type-graphql';
import type { SeasonImportProgressPayload } from '../../core/pubsub.js';
import type { GraphQLContext } from '../users/graphql-context.js';
import { LONG_TEXT_ARGS } from '../../core/graphql/validation.js';
import { CRICSHEET_ZIP_LIMITS } from './cricsheet-zip.js';
import { SeasonExportService } from './season-export.service.js';
import { SeasonImportService, TEXT_LIMITS } from './season-import.service.js';
import { SEASON_IMPORT_PROGRESS } from './season-progress.js';
import { SeasonImportInput, SeasonImportProgress, SeasonImportResult } from './season-io.types.js';

type ProgressFilter = SubscriptionHandlerData<SeasonImportProgressPayload, { progressKey: string }, GraphQLContext>;

@Resolver()
export class SeasonIoResolver {
  @Mutation(() => SeasonImportResult, {
    description:
      'Imports a whole season (teams, fixtures, results) from a CSV, an openfootball football.json, a Cricsheet ' +
      'zip or a season exported by this site, in one transaction: any bad line stores nothing, and the error ' +
      'names each line and column. For the tournament’s organiser (or, for a new tournament, any organiser).',
  })
  // /graphql bounds a request at 1 MB; POST /api/tournaments/{id}/season-import takes larger files.
  @Extensions({
    [LONG_TEXT_ARGS]: {
      content: Math.max(Math.ceil((CRICSHEET_ZIP_LIMITS.zipBytes * 4) / 3) + 4, TEXT_LIMITS.characters),
    },
  })
  importSeason(
    @Arg('input', () => SeasonImportInput) input: SeasonImportInput,
    @Arg('content', () => String, { description: 'The file: its text, or base64 for a zip.' }) content: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SeasonImportResult> {
    return new SeasonImportService(ctx).importSeason({ ...input, content });
  }

  @Query(() => String, {
    description: 'The season as this site’s JSON (format pitchside-season, version 1), which imports back unchanged.',
  })
  seasonExport(@Arg('tournamentId', () => Int) tournamentId: number, @Ctx() ctx: GraphQLContext): Promise<string> {
    return new SeasonExportService(ctx).seasonJson(tournamentId).then((season) => JSON.stringify(season, null, 2));
  }

  @Subscription(() => SeasonImportProgress, {
    topics: SEASON_IMPORT_PROGRESS,
    filter: ({ payload, args, context }: ProgressFilter) =>
      payload.progressKey === args.progressKey && payload.userId === context.viewer?.id,
    description: 'The progress of the viewer’s own season import started with this progressKey.',
  })
  seasonImportProgress(
    @Root() payload: SeasonImportProgressPayload,
    @Arg('progressKey', () => String) _progressKey: string,
  ): SeasonImportProgress {
    return payload;
  }
}
