import { Arg, Ctx, Extensions, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../users/graphql-context.js';
import { LONG_TEXT_ARGS } from '../../core/graphql/validation.js';
import { Club } from '../clubs/club.entity.js';
import { clubRows } from '../clubs/club-row.js';
import { TeamMember } from './team-member.entity.js';
import { Team } from './team.entity.js';
import { TeamRow, type TeamView } from './team-row.js';
import { PlayerOption, TeamInput, TeamMemberInput, UserOption } from './teams.inputs.js';
import { teamLoaders } from './teams.queries.js';
import { TeamsService } from './teams.service.js';
import { CrestsService } from './crests.service.js';

@Resolver(() => Team)
export class TeamsResolver {
  @Query(() => [Team], { description: 'Teams of the clubs I own and the teams I manage; optionally of one club.' })
  myTeams(@Arg('clubId', () => Int, { nullable: true }) clubId: number | null, @Ctx() ctx: GraphQLContext) {
    return new TeamsService(ctx).listMine(clubId);
  }

  @Query(() => Team, { description: "One team, for its manager or its club's owner." })
  team(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext) {
    return new TeamsService(ctx).get(id);
  }

  @Query(() => [UserOption], {
    description: 'People who can be chosen: activated non-players, or every active account with includePlayers.',
  })
  assignableUsers(
    @Arg('includePlayers', () => Boolean, { defaultValue: false }) includePlayers: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TeamsService(ctx).assignableUsers(includePlayers);
  }

  @Query(() => [PlayerOption], {
    description:
      'Players who can join this team: active player accounts not on it, by name (case-insensitive). No e-mail.',
  })
  playerCandidates(
    @Arg('teamId', () => Int) teamId: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { defaultValue: 20, description: '1 to 50.' }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TeamsService(ctx).playerCandidates(teamId, search, limit);
  }

  @Mutation(() => Team, { description: 'Creates a team in a club the signed-in person owns.' })
  createTeam(@Arg('input', () => TeamInput) input: TeamInput, @Ctx() ctx: GraphQLContext) {
    return new TeamsService(ctx).create(input);
  }

  @Mutation(() => Team, { description: "Changes a team; its manager or its club's owner." })
  updateTeam(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TeamInput) input: TeamInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TeamsService(ctx).update(id, input);
  }

  @Mutation(() => Team, {
    description:
      "Uploads a team's crest (its manager or club owner): a PNG, JPEG or WebP picture of at most 512 KB, base64 " +
      'or a data: URL. It is resized to square 64, 128 and 256 px pictures and replaces any earlier crest.',
  })
  // The service checks the decoded size (512 KB, which is ~700 000 base64 characters); /graphql's 1 MB body limit bounds the rest.
  @Extensions({ [LONG_TEXT_ARGS]: { image: 1_000_000 } })
  setTeamCrest(
    @Arg('teamId', () => Int) teamId: number,
    @Arg('image', () => String) image: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new CrestsService(ctx).upload(teamId, image);
  }

  @Mutation(() => Team, { description: "Removes a team's crest; its pages show its initials again." })
  removeTeamCrest(@Arg('teamId', () => Int) teamId: number, @Ctx() ctx: GraphQLContext) {
    return new CrestsService(ctx).remove(teamId);
  }

  @Mutation(() => Team, { description: 'Deactivates (false) or reactivates (true) a team.' })
  setTeamActive(
    @Arg('id', () => Int) id: number,
    @Arg('active', () => Boolean) active: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TeamsService(ctx).setActive(id, active);
  }

  @Mutation(() => TeamMember, { description: "Adds a player to a team's roster." })
  addTeamMember(
    @Arg('teamId', () => Int) teamId: number,
    @Arg('input', () => TeamMemberInput) input: TeamMemberInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TeamsService(ctx).addMember(teamId, input);
  }

  @Mutation(() => TeamMember, { description: "Changes a player's roster place." })
  updateTeamMember(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TeamMemberInput) input: TeamMemberInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return new TeamsService(ctx).updateMember(id, input);
  }

  @Mutation(() => Int, { description: 'Removes a player from a roster; answers the removed id.' })
  removeTeamMember(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext) {
    return new TeamsService(ctx).removeMember(id);
  }

  // The fields the entity answers with getters, here so that a card's plain row (TeamRow) answers them
  // too: TypeGraphQL would build an entity from the row to run the entity's getter.
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The crest, 128 px square WebP (64.webp, 256.webp and 256.png beside it); the query string changes with the picture. Null when none.',
  })
  crestUrl(@Root() team: TeamView): string | null {
    return team.crestUrl;
  }

  @FieldResolver(() => Int, { description: 'Id of the club the team belongs to.' })
  clubId(@Root() team: TeamView): number {
    return team.clubId;
  }

  @FieldResolver(() => Int, { description: 'Id of the team manager.', nullable: true })
  managerId(@Root() team: TeamView): number | null {
    return team.managerId;
  }

  @FieldResolver(() => Int, { description: 'Id of the coach.', nullable: true })
  coachId(@Root() team: TeamView): number | null {
    return team.coachId;
  }

  @FieldResolver(() => Club, { nullable: true, description: 'The club the team belongs to.' })
  club(@Root() team: TeamView, @Ctx() ctx: GraphQLContext) {
    // Through the request's dataloader: one query for a whole list.
    // A team page's club is kept as a plain row beside its team.
    if (!(team instanceof TeamRow)) return team.club.load();
    return clubRows(ctx.em).get(team.clubId) ?? ctx.em.getReference(Club, team.clubId, { wrapped: true }).load();
  }

  @FieldResolver(() => Int, { description: 'How many players are on the roster.' })
  playerCount(@Root() team: TeamView, @Ctx() ctx: GraphQLContext) {
    return teamLoaders(ctx.em).playerCountByTeam.load(team.id);
  }

  @FieldResolver(() => [TeamMember], { description: 'The roster, by jersey number.' })
  members(@Root() team: TeamView, @Ctx() ctx: GraphQLContext) {
    return teamLoaders(ctx.em).membersByTeam.load(team.id);
  }
}
