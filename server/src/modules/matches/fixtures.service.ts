import { LockMode, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fixtureSchema } from '../../../../shared/validation/matches.js';
import type { RequestContext } from '../../core/request-context.js';
import { ConflictError, InputError, NotFoundError } from '../../core/errors.js';
import { requireActivated, requireStaff } from '../../core/guards.js';
import { assertCanManageTournament, canManageTournament, canSeeMatch } from '../common/policy.js';
import { parseInput } from '../../core/validation.js';
import { Team } from '../teams/team.entity.js';
import { Stage, StageFormat, StageGroup, TABLE_FORMATS } from '../tournaments/stage.entity.js';
import { Tournament, TournamentType } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';
import { Match, MatchStatus } from './match.entity.js';
import { publishMatchChange } from './match-events.js';
import { knockout, league, roundDates, roundRobin, type PlannedMatch } from './fixtures.schedule.js';
import type { AddMatchInput, FixtureInput } from './matches.inputs.js';
import { FixtureBoard } from './fixture-board.type.js';
import { Official } from './official.type.js';
import { countStages, findRegistrationsWithTeams, findTournament } from '../tournaments/tournaments.queries.js';
import { findActivatedStaff, findActivatedStaffMember } from '../users/users.queries.js';

type FixturesContext = Pick<RequestContext<User>, 'em' | 'viewer' | 'pubSub'>;

/** Generated matches are played at this time of day (UTC) on their round's date. */
const KICK_OFF_UTC = 'T18:00:00Z';

const PLAYED = [MatchStatus.in_progress, MatchStatus.completed];

/**
 * Refuses a match dated outside its tournament's days. Tournament dates are calendar days with no time
 * zone, so a moment counts when it falls on one of those days somewhere on Earth (UTC+14 to UTC-12).
 */
export function checkWithinTournament(tournament: Tournament, scheduled: Date | null | undefined): void {
  if (!scheduled) return;
  const earliest = Date.parse(`${tournament.startDate}T00:00:00+14:00`);
  const latest = Date.parse(`${tournament.endDate}T23:59:59.999-12:00`);
  const at = scheduled.getTime();
  if (at < earliest) {
    throw new InputError({
      scheduledDate: `The match date is before the tournament starts (${tournament.startDate})`,
    });
  }
  if (at > latest) {
    throw new InputError({ scheduledDate: `The match date is after the tournament ends (${tournament.endDate})` });
  }
}

/** Fixture generation, editing and matches added by hand: the tournament's creator only. */
export class FixturesService {
  constructor(private readonly ctx: FixturesContext) {}

  private async ownTournament(em: EntityManager, tournamentId: number): Promise<Tournament> {
    const viewer = requireActivated(this.ctx);
    const tournament = await findTournament(em, tournamentId);
    return assertCanManageTournament(viewer, tournament, 'Only the tournament’s creator can manage its fixtures.');
  }

  /** Registered teams in registration order: the default seeding. */
  private async registeredTeams(em: EntityManager, tournamentId: number): Promise<Team[]> {
    const registrations = await findRegistrationsWithTeams(em, tournamentId, 'registered');
    return registrations.map((registration) => registration.team.getEntity());
  }

  /**
   * Generates a tournament's fixtures from its registered teams. Played matches are never destroyed:
   * with any match in play or completed, regenerating is refused; unplayed fixtures are replaced only
   * when `replace` is set.
   */
  async generate(tournamentId: number, options: { replace?: boolean | null; seedTeamIds?: number[] | null }) {
    const created = await this.ctx.em.transactional(async (tx) => {
      const tournament = await this.ownTournament(tx, tournamentId);
      if ((await countStages(tx, tournamentId)) > 0) {
        throw new InputError({
          stageId: 'This tournament is played in stages: generate each stage’s fixtures by its stageId',
        });
      }
      const registered = await this.registeredTeams(tx, tournamentId);
      if (registered.length < 2) {
        throw new InputError({ tournamentId: 'At least two registered teams are needed to generate fixtures' });
      }
      const teams = this.seeded(registered, options.seedTeamIds);

      const existing = await tx.find(Match, { tournament: tournamentId });
      const played = existing.filter((match) => PLAYED.includes(match.status)).length;
      if (played > 0) {
        throw new ConflictError(
          `Fixtures cannot be regenerated: ${played} ${played === 1 ? 'match has' : 'matches have'} been played or ` +
            'started. Edit the remaining fixtures or add matches by hand instead.',
        );
      }
      if (existing.length > 0 && !options.replace) {
        throw new ConflictError(
          `This tournament already has ${existing.length} fixtures. Generate with replace to replace them (none has been played).`,
        );
      }
      for (const match of existing) tx.remove(match);
      await tx.flush();

      const ids = teams.map((team) => team.id);
      const plan: PlannedMatch[] =
        tournament.tournamentType === TournamentType.knockout
          ? knockout(ids)
          : tournament.tournamentType === TournamentType.league
            ? league(ids)
            : roundRobin(ids);
      const rounds = Math.max(...plan.map((planned) => planned.round));
      const dates = roundDates(tournament.startDate, tournament.endDate, rounds);
      const byId = new Map(teams.map((team) => [team.id, team]));

      const matches = plan.map((planned, index) => {
        const home = planned.homeTeamId === null ? null : byId.get(planned.homeTeamId)!;
        const away = planned.awayTeamId === null ? null : byId.get(planned.awayTeamId)!;
        return tx.create(Match, {
          tournament,
          homeTeam: home,
          awayTeam: away,
          roundNumber: planned.round,
          matchNumber: index + 1,
          scheduledDate: new Date(`${dates[planned.round - 1]}${KICK_OFF_UTC}`),
          venue: home?.homeGround ?? null,
          isFinal: planned.isFinal,
        });
      });
      // Round dates are spread between the first and last day; this guards that promise.
      for (const match of matches) checkWithinTournament(tournament, match.scheduledDate);
      plan.forEach((planned, index) => {
        if (!planned.next) return;
        matches[index].nextMatch = ref(matches[planned.next.index]);
        matches[index].nextMatchSlot = planned.next.slot;
      });
      await tx.flush();
      return matches;
    });
    // Watchers of the tournament see its new fixtures arrive.
    for (const match of created) publishMatchChange(this.ctx.pubSub, match);
    return created;
  }

  private seeded(registered: Team[], seedTeamIds: number[] | null | undefined): Team[] {
    if (!seedTeamIds || seedTeamIds.length === 0) return registered;
    const byId = new Map(registered.map((team) => [team.id, team]));
    const unique = new Set(seedTeamIds);
    if (unique.size !== seedTeamIds.length || seedTeamIds.length !== registered.length) {
      throw new InputError({ seedTeamIds: 'List every registered team once, best seed first' });
    }
    return seedTeamIds.map((id) => {
      const team = byId.get(id);
      if (!team) throw new InputError({ seedTeamIds: `Team ${id} is not registered in this tournament` });
      return team;
    });
  }

  /** The organiser changes a fixture's date, venue, round, officials or notes. */
  async updateFixture(matchId: number, input: FixtureInput): Promise<Match> {
    const match = await this.ctx.em.transactional(async (tx) => {
      const found = await tx.findOne(Match, { id: matchId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (found) await tx.populate(found, ['tournament']);
      // A match the viewer cannot see reads as a missing one.
      if (
        !found ||
        (!canManageTournament(this.ctx.viewer, found.tournament.getEntity()) && !canSeeMatch(this.ctx.viewer, found))
      ) {
        throw new NotFoundError('Match not found');
      }
      await this.ownTournament(tx, found.tournament.id);
      await this.applyFixture(tx, found, input);
      return found;
    });
    publishMatchChange(this.ctx.pubSub, match);
    return match;
  }

  /** A match between two registered teams, added by hand. */
  async addMatch(input: AddMatchInput): Promise<Match> {
    const match = await this.ctx.em.transactional(async (tx) => {
      const tournament = await this.ownTournament(tx, input.tournamentId);
      if (input.homeTeamId === input.awayTeamId) {
        throw new InputError({ awayTeamId: 'A team cannot play itself' });
      }
      const registered = new Map((await this.registeredTeams(tx, tournament.id)).map((team) => [team.id, team]));
      const home = registered.get(input.homeTeamId);
      if (!home) throw new InputError({ homeTeamId: 'The home team is not registered in this tournament' });
      const away = registered.get(input.awayTeamId);
      if (!away) throw new InputError({ awayTeamId: 'The away team is not registered in this tournament' });
      const placed = input.stageId == null ? null : await this.stageGroupOf(tx, tournament.id, input);
      const last = await tx.findOne(Match, { tournament }, { orderBy: { matchNumber: 'desc nulls last' } });
      const created = tx.create(Match, {
        tournament,
        homeTeam: home,
        awayTeam: away,
        matchNumber: (last?.matchNumber ?? 0) + 1,
        venue: home.homeGround ?? null,
        ...(placed
          ? {
              stage: placed.stage,
              group: placed.group,
              needsWinner: false,
              roundName: placed.stage.format === StageFormat.GROUPS ? placed.group.name : null,
            }
          : {}),
      });
      await this.applyFixture(tx, created, input);
      return created;
    });
    publishMatchChange(this.ctx.pubSub, match);
    return match;
  }

  /** The group of a league or group stage that holds both teams of a match added by hand. */
  private async stageGroupOf(tx: EntityManager, tournamentId: number, input: AddMatchInput) {
    const stage = await tx.findOne(Stage, { id: input.stageId!, tournament: tournamentId });
    if (!stage) throw new InputError({ stageId: 'No such stage in this tournament' });
    if (!TABLE_FORMATS.includes(stage.format)) {
      throw new InputError({ stageId: `${stage.name} is a knockout: its matches come from its bracket` });
    }
    const groups = await tx.find(StageGroup, { stage });
    const group = groups.find((item) => item.teams.includes(input.homeTeamId) && item.teams.includes(input.awayTeamId));
    if (!group) throw new InputError({ awayTeamId: `The two teams are not in one group of ${stage.name}` });
    return { stage, group };
  }

  private async applyFixture(tx: EntityManager, match: Match, input: FixtureInput): Promise<void> {
    const parsed = parseInput(fixtureSchema, {
      scheduledDate: input.scheduledDate,
      venue: input.venue,
      roundNumber: input.roundNumber,
      matchNumber: input.matchNumber,
      refereeId: input.refereeId,
      scorerId: input.scorerId,
      weatherConditions: input.weatherConditions,
      matchNotes: input.matchNotes,
      isFinal: input.isFinal,
    });
    // A new date must fall within the tournament; an old one is left alone until it is changed.
    if (parsed.scheduledDate) checkWithinTournament(match.tournament.getEntity(), parsed.scheduledDate);
    // A pitch booking is checked for clashes and rest days by rescheduleMatch alone, under its lock.
    if (
      match.pitch &&
      parsed.scheduledDate !== undefined &&
      parsed.scheduledDate?.getTime() !== match.scheduledDate?.getTime()
    ) {
      throw new InputError({
        scheduledDate:
          'This fixture is booked on a pitch: move it with rescheduleMatch (the schedule page), which checks the pitch and rest days',
      });
    }
    for (const field of ['refereeId', 'scorerId'] as const) {
      const id = parsed[field];
      if (id === undefined) continue;
      const key = field === 'refereeId' ? 'referee' : 'scorer';
      if (id === null) {
        match[key] = null;
        continue;
      }
      // Officiating comes with a role that runs competitions (see policy.ts): a player could not score.
      const user = await findActivatedStaffMember(tx, id);
      if (!user) throw new InputError({ [field]: 'Choose an activated user who is not a player as the official' });
      match[key] = tx.getReference(User, user.id, { wrapped: true });
    }
    if (parsed.scheduledDate !== undefined) match.scheduledDate = parsed.scheduledDate;
    if (parsed.venue !== undefined) match.venue = parsed.venue || null;
    if (parsed.roundNumber !== undefined) match.roundNumber = parsed.roundNumber;
    if (parsed.matchNumber !== undefined) match.matchNumber = parsed.matchNumber;
    if (parsed.weatherConditions !== undefined) match.weatherConditions = parsed.weatherConditions || null;
    if (parsed.matchNotes !== undefined) match.matchNotes = parsed.matchNotes || null;
    if (parsed.isFinal != null) match.isFinal = parsed.isFinal;
  }

  /** A tournament's fixture list for its organiser: its matches in round order and its registered teams. */
  async board(tournamentId: number): Promise<FixtureBoard> {
    const tournament = await this.ownTournament(this.ctx.em, tournamentId);
    const matches = await this.ctx.em.find(
      Match,
      { tournament: tournamentId },
      { orderBy: { roundNumber: 'asc nulls last', matchNumber: 'asc nulls last', id: 'asc' } },
    );
    const teams = await this.registeredTeams(this.ctx.em, tournamentId);
    return Object.assign(new FixtureBoard(), { tournament, matches, teams });
  }

  /** People who can be named referee or scorer: activated, active accounts other than players. Names only. */
  async officials(): Promise<Official[]> {
    requireStaff(this.ctx);
    const users = await findActivatedStaff(this.ctx.em);
    return users.map((user) => Official.from(user));
  }
}
