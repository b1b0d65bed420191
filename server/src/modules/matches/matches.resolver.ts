import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { Match } from './match.entity.js';
import { MatchesService } from './matches.service.js';
import { MatchBonusService } from './match-bonus.service.js';
import { Official } from './official.type.js';
import { heldRef, heldTeam, loadById, loadOptional, loadRef, type MatchView } from './match-row.js';
import { heldTournament, type TournamentView } from '../tournaments/tournament-row.js';
import type { TeamView } from '../teams/team-row.js';
import { User } from '../users/user.entity.js';

/** Reads of one match and its relations; relations load through the per-request dataloader. */
@Resolver(() => Match)
export class MatchesResolver {
  @Query(() => Match, { description: 'One match of a published tournament. Needs no sign-in.' })
  async match(@Arg('id', () => Int, { description: 'The match id.' }) id: number, @Ctx() ctx: GraphQLContext) {
    const match = await new MatchesService(ctx).getVisibleView(id);
    // A shared answer about this match is its tournament's (graphql/answer-scope.ts).
    ctx.readsFrom?.tournament(match instanceof Match ? match.tournament.id : match.tournamentId);
    return match;
  }

  @Mutation(() => Match, {
    description:
      'Sets the bonus table points each side earned in a match (cricket batting and bowling bonus), 0 to 10; ' +
      'the organiser only. They add to the standings points.',
  })
  setBonusPoints(
    @Arg('matchId', () => Int) matchId: number,
    @Arg('homeBonusPoints', () => Int) homeBonusPoints: number,
    @Arg('awayBonusPoints', () => Int) awayBonusPoints: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new MatchBonusService(ctx).set(matchId, homeBonusPoints, awayBonusPoints);
  }

  // An entity's own references (a live update's shared match has them loaded); a list's plain row by id,
  // from the request's identity map, where the list merged them: at once when held, so a card needs no promise.
  @FieldResolver(() => Tournament, { description: 'The tournament the match belongs to.' })
  tournament(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): TournamentView | Promise<Tournament> {
    if (match instanceof Match) return heldRef(match.tournament);
    return heldTournament(ctx.em, match.tournamentId) ?? loadById(ctx.em, Tournament, match.tournamentId);
  }

  @FieldResolver(() => Team, { nullable: true, description: 'The home side; empty until a knockout slot is decided.' })
  homeTeam(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): TeamView | null | Promise<Team> {
    return heldTeam(ctx.em, match instanceof Match ? match.homeTeam : match.homeTeamId);
  }

  @FieldResolver(() => Team, { nullable: true, description: 'The away side; empty until a knockout slot is decided.' })
  awayTeam(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): TeamView | null | Promise<Team> {
    return heldTeam(ctx.em, match instanceof Match ? match.awayTeam : match.awayTeamId);
  }

  @FieldResolver(() => Team, {
    nullable: true,
    description: 'The winner of a completed match; empty for a draw, tie or no result.',
  })
  winnerTeam(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): TeamView | null | Promise<Team> {
    return heldTeam(ctx.em, match instanceof Match ? match.winnerTeam : match.winnerTeamId);
  }

  @FieldResolver(() => Official, { nullable: true, description: 'The referee.' })
  async referee(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): Promise<Official | null> {
    const user =
      match instanceof Match ? await loadRef(match.referee) : await loadOptional(ctx.em, User, match.refereeId);
    return user ? Official.from(user) : null;
  }

  @FieldResolver(() => Official, { nullable: true, description: 'The scorer.' })
  async scorer(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): Promise<Official | null> {
    const user =
      match instanceof Match ? await loadRef(match.scorer) : await loadOptional(ctx.em, User, match.scorerId);
    return user ? Official.from(user) : null;
  }
}
