import type { TournamentView } from '../tournaments/tournament-row.js';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Sport } from '../common/sport.js';
import { StandingRow } from '../standings/standing-row.type.js';
import { Team } from '../teams/team.entity.js';
import type { TeamView } from '../teams/team-row.js';
import { Competition } from '../tournaments/competition.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { allTimeTable } from './all-time-table.js';
import { competitionRecords } from './competition-records.js';
import { CompetitionInput, NewSeasonInput } from './competitions.inputs.js';
import { CompetitionsService } from './competitions.service.js';
import { CompetitionRecords, HeadToHead, SeasonArchive } from './competitions.types.js';
import { HeadToHeadService } from './head-to-head.js';
import { seasonArchives } from './season-archive.js';

@Resolver(() => Competition)
export class CompetitionsResolver {
  @Query(() => Competition, {
    description: 'One competition with a season the viewer may see (or their own). Needs no sign-in.',
  })
  competition(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<Competition> {
    return new CompetitionsService(ctx).get(id);
  }

  @Query(() => [Competition], {
    description: 'Competitions with a published season, by name; with sport, only that sport’s. Needs no sign-in.',
  })
  competitions(
    @Arg('sport', () => Sport, { nullable: true }) sport: Sport | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Competition[]> {
    return new CompetitionsService(ctx).list(sport);
  }

  @Query(() => [Competition], { description: 'The competitions I created, seasons or not.' })
  myCompetitions(@Ctx() ctx: GraphQLContext): Promise<Competition[]> {
    return new CompetitionsService(ctx).mine();
  }

  @Mutation(() => Competition, {
    description: 'Creates a competition, whose seasons are tournaments (TournamentInput.competitionId); organisers.',
  })
  createCompetition(
    @Arg('input', () => CompetitionInput) input: CompetitionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Competition> {
    return new CompetitionsService(ctx).create(input);
  }

  @Mutation(() => Tournament, {
    description:
      'A new draft season of a competition copied from one of its seasons: format, rules (points, tie-breakers, ' +
      'decider), stages and venues; no teams, fixtures or results. The organiser of both.',
  })
  startNewSeason(@Arg('input', () => NewSeasonInput) input: NewSeasonInput, @Ctx() ctx: GraphQLContext) {
    return new CompetitionsService(ctx).startNewSeason(input);
  }

  @FieldResolver(() => [Tournament], { description: 'The seasons the viewer may see, newest first.' })
  seasons(@Root() competition: Competition, @Ctx() ctx: GraphQLContext): Promise<Tournament[]> {
    return new CompetitionsService(ctx).seasons(competition);
  }

  @FieldResolver(() => [StandingRow], {
    description:
      'Every season’s ranked matches summed into one table, a row per team, ranked by the latest season’s ' +
      'points and tie-breakers; the same row as a season’s standings.',
  })
  async allTimeTable(@Root() competition: Competition, @Ctx() ctx: GraphQLContext): Promise<StandingRow[]> {
    return allTimeTable(ctx.em, await new CompetitionsService(ctx).seasons(competition));
  }

  @FieldResolver(() => CompetitionRecords, { description: 'Records over every season: totals, wins, figures, goals.' })
  async records(@Root() competition: Competition, @Ctx() ctx: GraphQLContext): Promise<CompetitionRecords> {
    return competitionRecords(ctx.em, competition.sport, await new CompetitionsService(ctx).seasons(competition));
  }

  @FieldResolver(() => [SeasonArchive], {
    description: 'Each season, newest first, as it ended: its table and its champion.',
  })
  async archive(@Root() competition: Competition, @Ctx() ctx: GraphQLContext): Promise<SeasonArchive[]> {
    return seasonArchives(ctx.em, ctx.viewer, await new CompetitionsService(ctx).seasons(competition));
  }
}

@Resolver(() => Tournament)
export class TournamentCompetitionResolver {
  @FieldResolver(() => Competition, { nullable: true, description: 'The competition this tournament is a season of.' })
  async competition(@Root() tournament: TournamentView, @Ctx() ctx: GraphQLContext): Promise<Competition | null> {
    if (tournament instanceof Tournament) return tournament.competition ? tournament.competition.loadOrFail() : null;
    // Through the request's dataloader, as the entity's reference loads: one statement for a list.
    if (tournament.competitionId === null) return null;
    return ctx.em.getReference(Competition, tournament.competitionId, { wrapped: true }).loadOrFail();
  }
}

@Resolver(() => Team)
export class TeamHeadToHeadResolver {
  @FieldResolver(() => HeadToHead, {
    description:
      'This team’s completed meetings with another, in every competition the viewer may see: played, won, ' +
      'drawn, lost, goals or runs, and the last five.',
  })
  headToHead(
    @Root() team: TeamView,
    @Arg('opponentId', () => Int, { description: 'The other team.' }) opponentId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HeadToHead> {
    return new HeadToHeadService(ctx).between(team, opponentId);
  }
}
