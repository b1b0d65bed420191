import type { TournamentView } from '../tournaments/tournament-row.js';
import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { FixturesService } from '../matches/fixtures.service.js';
import { Match, Side } from '../matches/match.entity.js';
import { loadOptional, loadRef, type MatchView } from '../matches/match-row.js';
import { stageMatchLoaders } from '../matches/matches.queries.js';
import { StandingRow } from '../standings/standing-row.type.js';
import { Team } from '../teams/team.entity.js';
import { KNOCKOUT_FORMATS, KnockoutDecider, Stage, StageGroup } from '../tournaments/stage.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { stageLoaders } from '../tournaments/tournaments.queries.js';
import { StageInput } from './stages.inputs.js';
import { loadedGroupTable } from './group-tables.js';
import { effectiveDecider } from './knockout-deciders.js';
import { feederLabel, slotLabel } from './stage-labels.js';
import { textsIn } from '../../../../shared/i18n/generated-texts.js';
import { StagesService } from './stages.service.js';

@ObjectType({ description: 'A first-round slot of a knockout or page playoff.' })
export class StageSlot {
  @Field(() => Int, { description: 'The slot’s place in bracket order, 1 first (slot 1 plays slot 2).' })
  position!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'Where the team comes from: "Winner Group A", "Runner-up Group B", "3rd place League", "Bye"; in the ' +
      'request’s Accept-Language (English without one), an earlier stage’s or group’s name as typed.',
  })
  label?: string | null;

  @Field(() => Boolean, { description: 'A bye: no team plays from this slot; its opponent goes through.' })
  bye!: boolean;

  @Field(() => Int, { nullable: true, description: 'The team, once known (or named by the organiser).' })
  teamId?: number | null;

  @Field(() => Boolean, { description: 'The organiser put this team here, whatever the earlier stage says.' })
  overridden!: boolean;
}

/** Stages: the organiser's mutations, and each stage's groups, tables, slots and matches. */
@Resolver(() => Stage)
export class StagesResolver {
  @Mutation(() => Stage, {
    description:
      'Adds a stage after the tournament’s existing ones: groups drawn or seeded by the organiser (registered ' +
      'teams, each in one group), a league, or a knockout or page playoff whose slots are teams, byes or positions ' +
      'of an earlier stage. For the tournament’s creator.',
  })
  addStage(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('input', () => StageInput) input: StageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Stage> {
    return new StagesService(ctx).addStage(tournamentId, input);
  }

  @Mutation(() => [Match], {
    description:
      'Generates fixtures. With stageId, that stage’s: each group’s round robin (a league home and away), or a ' +
      'knockout’s bracket (its first round from the slots once known; later rounds fill as winners arrive; byes; ' +
      'an optional third-place match) or the page playoff. Without stageId, a tournament played as one stage: ' +
      'round_robin, league or knockout (seeded bracket, byes for the top seeds). Refused when a match has been ' +
      'played; unplayed fixtures are replaced only with replace: true. For the tournament’s creator.',
  })
  generateFixtures(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('stageId', () => Int, { nullable: true, description: 'The stage, in a tournament played in stages.' })
    stageId: number | null,
    @Arg('replace', () => Boolean, { nullable: true, description: 'Replace the existing unplayed fixtures.' })
    replace: boolean | null,
    @Arg('seedTeamIds', () => [Int], {
      nullable: true,
      description: 'Knockout seeding, best first: every registered team once. Default: registration order.',
    })
    seedTeamIds: number[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Match[]> {
    if (stageId != null) return new StagesService(ctx).generate(tournamentId, stageId, replace ?? false);
    return new FixturesService(ctx).generate(tournamentId, { replace, seedTeamIds });
  }

  @Mutation(() => Stage, {
    description:
      'Puts a team into a knockout slot (position 1 for the first) whatever the earlier stage says; refused once ' +
      'the slot’s match has started. For the tournament’s creator.',
  })
  overrideSlot(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('stageId', () => Int) stageId: number,
    @Arg('position', () => Int) position: number,
    @Arg('teamId', () => Int) teamId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Stage> {
    return new StagesService(ctx).overrideSlot(tournamentId, stageId, position, teamId);
  }

  @Mutation(() => [Stage], {
    description:
      'Removes a stage with its unplayed fixtures; the later stages move up. Refused once one of its matches has ' +
      'started, and while a later stage’s slots read its positions. Answers the stages left, in order. For the ' +
      'tournament’s creator.',
  })
  removeStage(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('stageId', () => Int) stageId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Stage[]> {
    return new StagesService(ctx).removeStage(tournamentId, stageId);
  }

  @Mutation(() => [Stage], {
    description:
      'Moves a stage to another place (1 first); the stages between shift by one. Only stages not yet started ' +
      'move, and a stage stays after the stages whose positions it reads. Answers the stages in their new order. ' +
      'For the tournament’s creator.',
  })
  moveStage(
    @Arg('tournamentId', () => Int) tournamentId: number,
    @Arg('stageId', () => Int) stageId: number,
    @Arg('position', () => Int, { description: 'The stage’s new place, 1 first.' }) position: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Stage[]> {
    return new StagesService(ctx).moveStage(tournamentId, stageId, position);
  }

  @FieldResolver(() => KnockoutDecider, {
    nullable: true,
    description:
      'Knockout and page playoff: how a level match is settled, the stage’s own decider or else the ' +
      'tournament’s; empty for the sport’s way.',
  })
  async effectiveDecider(@Root() stage: Stage): Promise<KnockoutDecider | null> {
    if (!KNOCKOUT_FORMATS.includes(stage.format)) return null;
    return effectiveDecider(stage, await stage.tournament.loadOrFail());
  }

  @FieldResolver(() => [StageGroup], { description: 'The groups (a league: its one table), by name.' })
  groups(@Root() stage: Stage, @Ctx() ctx: GraphQLContext): Promise<StageGroup[]> {
    return stageLoaders(ctx.em).groupsByStage.load(stage.id);
  }

  @FieldResolver(() => [Match], { description: 'The stage’s matches in round order.' })
  matches(@Root() stage: Stage, @Ctx() ctx: GraphQLContext): Promise<Match[]> {
    return new StagesService(ctx).matchesOf(stage);
  }

  @FieldResolver(() => [StageSlot], { description: 'Knockout and page playoff: the first round’s slots.' })
  async slots(@Root() stage: Stage, @Ctx() ctx: GraphQLContext): Promise<StageSlot[]> {
    // One read of the tournament's stages per request, however many slots and matches ask.
    const stages = await stageLoaders(ctx.em).stagesByTournament.load(stage.tournament.id);
    const names = new Map(stages.map((item) => [item.id, item.name]));
    return (stage.slots ?? []).map((slot, index) =>
      Object.assign(new StageSlot(), {
        position: index + 1,
        label: slotLabel(slot, names, textsIn(ctx.language)),
        bye: slot.bye === true,
        teamId: slot.teamId ?? null,
        overridden: slot.override === true,
      }),
    );
  }
}

@Resolver(() => StageGroup)
export class StageGroupsResolver {
  @FieldResolver(() => [StandingRow], { description: 'The group’s table, by the tournament’s ranking rules.' })
  async standings(@Root() group: StageGroup, @Ctx() ctx: GraphQLContext): Promise<StandingRow[]> {
    const stage = await group.stage.loadOrFail();
    const tournament = await stage.tournament.loadOrFail();
    return loadedGroupTable(ctx.em, tournament, group);
  }

  @FieldResolver(() => [Team], { description: 'The teams drawn into the group.' })
  teams(@Root() group: StageGroup, @Ctx() ctx: GraphQLContext): Promise<Team[]> {
    return ctx.em.find(Team, { id: { $in: group.teams } }, { orderBy: { name: 'asc' } });
  }
}

@Resolver(() => Tournament)
export class TournamentStagesResolver {
  @FieldResolver(() => [Stage], { description: 'The stages in order; empty for a tournament played as one stage.' })
  stages(@Root() tournament: TournamentView, @Ctx() ctx: GraphQLContext): Promise<Stage[]> {
    return stageLoaders(ctx.em).stagesByTournament.load(tournament.id);
  }
}

@Resolver(() => Match)
export class MatchStageResolver {
  // A list's plain row carries the stage, group and slots, so a fixtures list needs no entity for these.
  @FieldResolver(() => Stage, { nullable: true, description: 'The stage the match belongs to.' })
  stage(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): Promise<Stage | null> {
    return match instanceof Match ? loadRef(match.stage) : loadOptional(ctx.em, Stage, match.stageId);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The stage’s id.' })
  stageId(@Root() match: MatchView): number | null {
    return match.stageId;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The group of a group stage, e.g. "Group A".' })
  async groupName(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const group =
      match instanceof Match ? await loadRef(match.group) : await loadOptional(ctx.em, StageGroup, match.groupId);
    return group?.name ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Before the home side is known: where it comes from, e.g. "Winner Group A".',
  })
  homeSlotLabel(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.label(match, match.homeSlot, ctx, Side.home);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Before the away side is known: where it comes from.' })
  awaySlotLabel(@Root() match: MatchView, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.label(match, match.awaySlot, ctx, Side.away);
  }

  private async label(
    match: MatchView,
    index: number | null | undefined,
    ctx: GraphQLContext,
    side: Side,
  ): Promise<string | null> {
    if (match.stageId === null) return null;
    if (index == null)
      return feederLabel(
        match,
        side,
        await stageMatchLoaders(ctx.em).matchesByStage.load(match.stageId),
        textsIn(ctx.language),
      );
    const stage = await (match instanceof Match ? loadRef(match.stage) : loadOptional(ctx.em, Stage, match.stageId));
    const slot = stage?.slots?.[index];
    if (!stage || !slot) return null;
    // One read of the tournament's stages per request, however many slots and matches ask.
    const stages = await stageLoaders(ctx.em).stagesByTournament.load(stage.tournament.id);
    const names = new Map(stages.map((item) => [item.id, item.name]));
    return slotLabel(slot, names, textsIn(ctx.language));
  }
}
