import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tournamentSchema } from '../../../../shared/validation/tournaments.js';
import type { RequestContext } from '../../core/request-context.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import {
  assertCanManageTournament,
  canManageTournament,
  canSeeTournament,
  PUBLIC_TOURNAMENT,
} from '../common/policy.js';
import { canManageTeam } from '../teams/teams.service.js';
import { Team } from '../teams/team.entity.js';
import type { User } from '../users/user.entity.js';
import { FeeStatus, Registration, RegistrationStatus } from './registration.entity.js';
import {
  countApproved,
  entryFeeStatus,
  entrySettingsChanged,
  fillFromWaitlist,
  newEntryStatus,
} from './registration.service.js';
import { Sport, Tournament } from './tournament.entity.js';
import type { TournamentInput } from './tournaments.inputs.js';
import { knockoutDeciderChanged } from './tournament-hooks.js';
import { competitionForInput } from './tournament-competition.js';
import { findRegistrableTeams, findTeam } from '../teams/teams.queries.js';
import { findTeamIdsOfOtherSports, findTeamSport } from './tournaments.queries.js';

/** A sport as a sentence names it. */
function sportName(sport: Sport): string {
  return sport === Sport.points ? 'a points sport' : sport;
}

/** The form's values as the entity stores them: unset ranking and points mean the sport's defaults. */
function storedValues(values: ReturnType<typeof tournamentSchema.parse>) {
  const { tieBreakers, pointsForWin, pointsForDraw, pointsForLoss, pointsForNoResult, ...rest } = values;
  const points = Object.fromEntries(
    Object.entries({ win: pointsForWin, draw: pointsForDraw, loss: pointsForLoss, noResult: pointsForNoResult }).filter(
      ([, value]) => value !== null,
    ),
  );
  return {
    ...rest,
    tieBreakerOrder: tieBreakers,
    pointsPerResult: Object.keys(points).length > 0 ? points : null,
  };
}

/** Organisers run their tournaments; teams register into published ones. */
export class TournamentManagementService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** The tournaments I created, drafts included, soonest first. */
  async listMine(): Promise<Tournament[]> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.find(Tournament, { creator: viewer }, { orderBy: { startDate: 'asc', id: 'asc' } });
  }

  async get(id: number): Promise<Tournament> {
    const viewer = requireStaff(this.ctx);
    return this.organised(this.ctx.em, viewer, id);
  }

  /**
   * Published, active tournaments whose registration is still open; with `teamId`, only those of the sport
   * that team plays (the others would refuse it).
   */
  async listOpen(teamId?: number | null): Promise<Tournament[]> {
    requireStaff(this.ctx);
    let sport: Sport | null = null;
    if (teamId !== undefined && teamId !== null) {
      const team = await findTeam(this.ctx.em, teamId);
      if (!team) throw new NotFoundError('Team not found');
      sport = await findTeamSport(this.ctx.em, team);
    }
    return this.ctx.em.find(
      Tournament,
      {
        ...PUBLIC_TOURNAMENT,
        ...(sport ? { sport } : {}),
        $or: [{ registrationDeadline: null }, { registrationDeadline: { $gt: new Date() } }],
      },
      { orderBy: { startDate: 'asc', id: 'asc' } },
    );
  }

  async create(input: TournamentInput): Promise<Tournament> {
    const viewer = requireStaff(this.ctx);
    const values = storedValues(parseInput(tournamentSchema, input));
    const competition = await competitionForInput(this.ctx.em, viewer, input.competitionId, values.sport);
    const tournament = this.ctx.em.create(Tournament, { ...values, creator: viewer, competition: competition ?? null });
    await this.ctx.em.persist(tournament).flush();
    return tournament;
  }

  async update(id: number, input: TournamentInput): Promise<Tournament> {
    const viewer = requireStaff(this.ctx);
    const values = storedValues(parseInput(tournamentSchema, input));
    return this.ctx.em.transactional(async (tx) => {
      const tournament = await this.organised(tx, viewer, id, true);
      if (values.maxTeams !== null) {
        const registered = await countApproved(tx, tournament.id);
        if (values.maxTeams < registered) {
          throw new InputError({ maxTeams: `Max teams cannot be below the ${registered} teams already registered` });
        }
      }
      const deciderBefore = tournament.knockoutDecider ?? null;
      const feeBefore = tournament.entryFee;
      const competition = await competitionForInput(tx, viewer, input.competitionId, values.sport);
      if (competition === undefined && tournament.competition && values.sport !== tournament.sport) {
        throw new InputError({ sport: 'A season plays its competition’s sport: take it out of the competition first' });
      }
      tx.assign(tournament, competition === undefined ? values : { ...values, competition });
      if (deciderBefore !== tournament.knockoutDecider) await knockoutDeciderChanged(tx, tournament);
      await tx.flush();
      // A larger capacity fills from the waiting list; a new fee is owed by entries that owed none.
      await entrySettingsChanged(tx, tournament, viewer, feeBefore);
      return tournament;
    });
  }

  async setPublished(id: number, published: boolean): Promise<Tournament> {
    const viewer = requireStaff(this.ctx);
    const tournament = await this.organised(this.ctx.em, viewer, id);
    tournament.isPublished = published;
    await this.ctx.em.flush();
    return tournament;
  }

  /** Active teams of the tournament's sport (or of none yet) not yet registered, for the organiser to add. */
  async registrableTeams(tournamentId: number): Promise<Team[]> {
    const viewer = requireStaff(this.ctx);
    const tournament = await this.organised(this.ctx.em, viewer, tournamentId);
    const [registered, otherSports] = await Promise.all([
      this.ctx.em.find(
        Registration,
        { tournament, status: { $ne: RegistrationStatus.WITHDRAWN } },
        { fields: ['team'] },
      ),
      findTeamIdsOfOtherSports(this.ctx.em, tournament.sport),
    ]);
    return findRegistrableTeams(this.ctx.em, tournament.sport, [
      ...registered.map((registration) => registration.team.id),
      ...otherSports,
    ]);
  }

  /**
   * A team's manager or club owner registers it into a published tournament before the deadline;
   * the organiser may add any active team at any time. The entry is PENDING when entries need the
   * organiser's approval (a team the organiser adds is approved), else APPROVED while places last and
   * WAITLISTED after (`newEntryStatus`). A team that withdrew enters again at the back of the queue.
   */
  async register(tournamentId: number, teamId: number): Promise<Registration> {
    const viewer = requireStaff(this.ctx);
    try {
      return await this.ctx.em.transactional(async (tx) => {
        // The row lock makes concurrent registrations count one after the other.
        const tournament = await tx.findOne(Tournament, { id: tournamentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const isOrganiser = !!tournament && canManageTournament(viewer, tournament);
        if (!tournament || (!isOrganiser && !canSeeTournament(viewer, tournament))) {
          throw new NotFoundError('Tournament not found');
        }
        const team = await findTeam(tx, teamId);
        if (!team) throw new NotFoundError('Team not found');
        if (!isOrganiser && !(await canManageTeam(team, viewer))) {
          throw new ForbiddenError("Only the team's manager or its club owner can register this team.");
        }
        if (!team.isActive) throw new InputError({ teamId: 'This team is inactive' });
        const sport = await findTeamSport(tx, team);
        if (sport && sport !== tournament.sport) {
          throw new InputError({
            teamId: `This team plays ${sportName(sport)}; the tournament is ${sportName(tournament.sport)}`,
          });
        }
        if (!tournament.isActive) throw new ConflictError('This tournament is no longer active');
        if (!isOrganiser && this.closed(tournament)) {
          throw new ConflictError('Registration for this tournament has closed');
        }
        const previous = await tx.findOne(Registration, { tournament, team });
        if (previous?.status === RegistrationStatus.REJECTED) {
          throw new ConflictError('This team’s entry was rejected; ask the organiser');
        }
        if (previous && previous.status !== RegistrationStatus.WITHDRAWN) {
          throw new ConflictError('This team is already registered in this tournament');
        }
        const status = await newEntryStatus(tx, tournament, isOrganiser);
        // A fee paid or waived before the withdrawal still stands.
        const feeKept = previous && [FeeStatus.PAID, FeeStatus.WAIVED].includes(previous.feeStatus);
        const entry = { status, feeStatus: feeKept ? previous.feeStatus : entryFeeStatus(tournament) };
        const registration = previous
          ? tx.assign(previous, {
              ...entry,
              enteredAt: new Date(),
              note: null,
              reviewedAt: null,
              reviewedBy: null,
              registeredBy: viewer,
            })
          : tx.create(Registration, { tournament, team, registeredBy: viewer, ...entry });
        // Back in the tournament: its results count again.
        if (tournament.expungedTeamIds.includes(team.id)) {
          tournament.expungedTeams = tournament.expungedTeamIds.filter((id) => id !== team.id);
        }
        await tx.flush();
        return registration;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError('This team is already registered in this tournament');
      }
      throw error;
    }
  }

  /**
   * The organiser removes a team at any time; the team's side may withdraw until the deadline. A team that
   * has played keeps its results in the table unless the organiser expunges them (`expungeResults`).
   */
  async unregister(tournamentId: number, teamId: number, expungeResults = false): Promise<boolean> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.transactional(async (em) => {
      // Locked: the expunged list is read, changed and written back.
      const tournament = await em.findOne(Tournament, { id: tournamentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const isOrganiser = !!tournament && canManageTournament(viewer, tournament);
      if (!tournament || (!isOrganiser && !canSeeTournament(viewer, tournament))) {
        throw new NotFoundError('Tournament not found');
      }
      const team = await findTeam(em, teamId);
      if (!team) throw new NotFoundError('Team not found');
      if (!isOrganiser) {
        if (!(await canManageTeam(team, viewer))) {
          throw new ForbiddenError('Only the organiser, or the team itself, can withdraw this team.');
        }
        if (expungeResults) throw new ForbiddenError('Only the organiser can expunge a team’s results.');
        if (this.closed(tournament)) throw new ConflictError('Registration has closed; ask the organiser');
      }
      const registration = await em.findOne(Registration, { tournament, team });
      if (!registration) throw new NotFoundError('This team is not registered in this tournament');
      em.remove(registration);
      if (expungeResults) tournament.expungedTeams = [...new Set([...tournament.expungedTeamIds, team.id])];
      await em.flush();
      // Its place, if it had one, goes to the waiting list.
      if (registration.status === RegistrationStatus.APPROVED) await fillFromWaitlist(em, tournament, viewer);
      return true;
    });
  }

  /**
   * The order a drawing of lots gave, for DRAWING_OF_LOTS: registered teams, each once; teams left out stay
   * level with each other after them.
   */
  async recordDrawingOfLots(tournamentId: number, teamIds: number[]): Promise<Tournament> {
    const viewer = requireStaff(this.ctx);
    if (new Set(teamIds).size !== teamIds.length) throw new InputError({ teamIds: 'Each team can be drawn once' });
    return this.ctx.em.transactional(async (tx) => {
      const tournament = await this.organised(tx, viewer, tournamentId, true);
      const registered = new Set(
        (await tx.find(Registration, { tournament, status: RegistrationStatus.APPROVED }, { fields: ['team'] })).map(
          (registration) => registration.team.id,
        ),
      );
      const stranger = teamIds.find((id) => !registered.has(id));
      if (stranger !== undefined) {
        throw new InputError({ teamIds: `Team ${stranger} is not registered in this tournament` });
      }
      tournament.drawingOfLotsOrder = teamIds;
      await tx.flush();
      return tournament;
    });
  }

  private closed(tournament: Tournament): boolean {
    return !!tournament.registrationDeadline && tournament.registrationDeadline.getTime() <= Date.now();
  }

  /** Management views belong to the creator alone; others get NOT_FOUND for what they cannot see. */
  private async organised(em: EntityManager, viewer: User, id: number, lock = false): Promise<Tournament> {
    const tournament = await em.findOne(Tournament, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    return assertCanManageTournament(viewer, tournament);
  }
}
