import type { TournamentView } from './tournament-row.js';
import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { encodeTournamentCursor } from './tournament-cursor.js';
import { siteDay } from '../../../../shared/site-time.js';
import { Tournament, TournamentPhase } from './tournament.entity.js';
import { PublicTournamentFilterArgs, PublicTournamentsArgs } from './tournaments.inputs.js';
import { tournamentPhase, TournamentsService } from './tournaments.service.js';

@Resolver(() => Tournament)
export class TournamentsResolver {
  @Query(() => [Tournament], {
    description:
      'Published tournaments, soonest first (by start date, then id); paged with `first` and `after` (a tournament’s `cursor`). Needs no sign-in.',
  })
  publicTournaments(@Args(() => PublicTournamentsArgs) args: PublicTournamentsArgs, @Ctx() ctx: GraphQLContext) {
    return new TournamentsService(ctx).listPublished(args);
  }

  @Query(() => Int, {
    description: 'How many published tournaments fit the filter: the length of publicTournaments over all its pages.',
  })
  publicTournamentCount(
    @Args(() => PublicTournamentFilterArgs) args: PublicTournamentFilterArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TournamentsService(ctx).countPublished(args);
  }

  @FieldResolver(() => String, {
    description: 'Where the tournament sits in publicTournaments: pass it as `after` for the ones that follow.',
  })
  cursor(@Root() tournament: TournamentView): string {
    return encodeTournamentCursor(tournament);
  }

  @FieldResolver(() => TournamentPhase, {
    description:
      'Where the tournament stands today, in the site’s zone: upcoming before its start date, in_progress to its end date, then finished; draft until published.',
  })
  phase(@Root() tournament: TournamentView): TournamentPhase {
    return tournamentPhase(tournament, siteDay(new Date()));
  }
}
