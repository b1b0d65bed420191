import type { TournamentView } from '../tournaments/tournament-row.js';
import { tournamentEntity } from '../tournaments/tournaments.queries.js';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { MAX_PAGE_SIZE } from '../common/paging.js';
import { Player } from '../matches/events/player.type.js';
import { Team } from '../teams/team.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { DEFAULT_LEADERS, LeadersService, MAX_LEADERS } from './leaders.service.js';
import { PlayerStatsService } from './player-stats.service.js';
import { statsLoaders } from './stats.loaders.js';
import {
  BattingLeader,
  BowlingLeader,
  PlayerFigures,
  PlayerMatch,
  PlayerTournamentFigures,
  ScorerLeader,
} from './stats.types.js';

const limitArg = { defaultValue: DEFAULT_LEADERS, description: `How many rows, 1 to ${MAX_LEADERS}.` };
const FROM_LOGS = 'From the logs of its completed and live matches; super overs do not count.';

/** A tournament's leaderboards. Thin: the boards are LeadersService's. */
@Resolver(() => Tournament)
export class LeadersResolver {
  @FieldResolver(() => [BattingLeader], { description: `Cricket: most runs first. ${FROM_LOGS}` })
  async battingLeaders(
    @Root() tournament: TournamentView,
    @Arg('limit', () => Int, limitArg) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BattingLeader[]> {
    return new LeadersService(ctx).batting(await tournamentEntity(ctx.em, tournament), limit);
  }

  @FieldResolver(() => [BowlingLeader], {
    description: `Cricket: most wickets first, then the lower economy. ${FROM_LOGS}`,
  })
  async bowlingLeaders(
    @Root() tournament: TournamentView,
    @Arg('limit', () => Int, limitArg) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BowlingLeader[]> {
    return new LeadersService(ctx).bowling(await tournamentEntity(ctx.em, tournament), limit);
  }

  @FieldResolver(() => [BattingLeader], {
    description: `Cricket: the highest strike rates among batters who faced at least minBalls. ${FROM_LOGS}`,
  })
  async strikeRateLeaders(
    @Root() tournament: TournamentView,
    @Arg('limit', () => Int, limitArg) limit: number,
    @Arg('minBalls', () => Int, { defaultValue: 30, description: 'Balls faced to qualify.' }) minBalls: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BattingLeader[]> {
    return new LeadersService(ctx).strikeRates(await tournamentEntity(ctx.em, tournament), limit, minBalls);
  }

  @FieldResolver(() => [BowlingLeader], {
    description: `Cricket: the lowest economy among bowlers of at least minBalls legal balls. ${FROM_LOGS}`,
  })
  async economyLeaders(
    @Root() tournament: TournamentView,
    @Arg('limit', () => Int, limitArg) limit: number,
    @Arg('minBalls', () => Int, {
      defaultValue: 24,
      description: 'Legal balls bowled to qualify (four six-ball overs).',
    })
    minBalls: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BowlingLeader[]> {
    return new LeadersService(ctx).economy(await tournamentEntity(ctx.em, tournament), limit, minBalls);
  }

  @FieldResolver(() => [ScorerLeader], {
    description: `Football: the most booked, sendings off first, then yellow cards. ${FROM_LOGS}`,
  })
  async cardLeaders(
    @Root() tournament: TournamentView,
    @Arg('limit', () => Int, limitArg) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ScorerLeader[]> {
    return new LeadersService(ctx).cards(await tournamentEntity(ctx.em, tournament), limit);
  }

  @FieldResolver(() => [ScorerLeader], {
    description: `Football: most goals first, then most assists; own goals credit no player. ${FROM_LOGS}`,
  })
  async topScorers(
    @Root() tournament: TournamentView,
    @Arg('limit', () => Int, limitArg) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ScorerLeader[]> {
    return new LeadersService(ctx).scorers(await tournamentEntity(ctx.em, tournament), limit);
  }
}

/** A player's page: the roster place, and figures from the matches the viewer may see. */
@Resolver(() => Player)
export class PlayerStatsResolver {
  @Query(() => Player, { description: 'One player (a roster place) by id. Needs no sign-in.' })
  player(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<Player> {
    return new PlayerStatsService(ctx).player(id);
  }

  @FieldResolver(() => Team, { nullable: true, description: 'The team whose roster the player is on.' })
  team(@Root() player: Player, @Ctx() ctx: GraphQLContext): Promise<Team | null> {
    return statsLoaders(ctx.em).teams.load(player.teamId);
  }

  @FieldResolver(() => [PlayerMatch], {
    description: 'Every completed or live match of a visible tournament the player is named in, in fixture order.',
  })
  matches(@Root() player: Player, @Ctx() ctx: GraphQLContext): Promise<PlayerMatch[]> {
    return new PlayerStatsService(ctx).matches(player);
  }

  @FieldResolver(() => Int, { description: 'How many matches `matches` lists: every one the player is named in.' })
  async matchCount(@Root() player: Player, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await new PlayerStatsService(ctx).profile(player)).played.length;
  }

  @FieldResolver(() => [PlayerMatch], {
    description:
      'The same matches newest first (by scheduled date, then id), a page at a time: the player page reads these.',
  })
  recentMatches(
    @Root() player: Player,
    @Arg('first', () => Int, { defaultValue: 10, description: `How many to return, 1 to ${MAX_PAGE_SIZE}.` })
    first: number,
    @Arg('after', () => String, {
      nullable: true,
      description: 'Only matches after this one in that order: the `cursor` of the last match shown.',
    })
    after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlayerMatch[]> {
    return new PlayerStatsService(ctx).recentMatches(player, first, after);
  }

  @FieldResolver(() => PlayerFigures, { description: 'Career figures over those matches (super overs do not count).' })
  async career(@Root() player: Player, @Ctx() ctx: GraphQLContext): Promise<PlayerFigures> {
    return (await new PlayerStatsService(ctx).profile(player)).career;
  }

  @FieldResolver(() => [PlayerTournamentFigures], { description: 'Figures per tournament, in the order first played.' })
  async tournaments(@Root() player: Player, @Ctx() ctx: GraphQLContext): Promise<PlayerTournamentFigures[]> {
    return (await new PlayerStatsService(ctx).profile(player)).tournaments;
  }
}
