import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIVE_ENTRY_STATUSES, squadSize } from '../../../../shared/entries.js';
import type { RequestContext } from '../../core/request-context.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { canManageTournament, canSeeTournament, holdsStaffRole } from '../common/policy.js';
import { TeamMember } from '../teams/team-member.entity.js';
import type { Team } from '../teams/team.entity.js';
import { findTeam } from '../teams/teams.queries.js';
import { canManageTeam } from '../teams/teams.service.js';
import { Registration } from '../tournaments/registration.entity.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { ActivityAction, recordActivity } from '../users/activity.service.js';
import type { User } from '../users/user.entity.js';
import { SquadMember } from './squad-member.entity.js';
import { Squad } from './squad.type.js';
import { findOtherSquadsOfPeople, findSquad } from './squads.queries.js';

const MAX_IDS = 100;

/**
 * Squads: for a tournament, a team names players from its roster, within its sport's limits, until the
 * organiser's squad deadline; after it only the organiser changes them, and each change is logged. A person
 * (a roster entry's linked account) plays for one team per tournament: checked first for a clear message,
 * and held under parallel writes by the unique constraint on (tournament, person).
 */
export class SquadsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** A team's squad for a tournament the viewer can see. */
  async get(tournamentId: number, teamId: number): Promise<Squad> {
    const tournament = await this.ctx.em.findOne(Tournament, { id: tournamentId });
    if (!tournament || !canSeeTournament(this.ctx.viewer, tournament)) throw new NotFoundError('Tournament not found');
    const team = await findTeam(this.ctx.em, teamId);
    if (!team) throw new NotFoundError('Team not found');
    return this.squad(tournament, team, await findSquad(this.ctx.em, tournamentId, teamId));
  }

  /** Names the team's squad: `memberIds` is the whole squad, replacing the last one. */
  async set(tournamentId: number, teamId: number, memberIds: number[]): Promise<Squad> {
    const viewer = requireStaff(this.ctx);
    if (memberIds.length > MAX_IDS) throw new InputError({ memberIds: `Name at most ${MAX_IDS} players` });
    if (new Set(memberIds).size !== memberIds.length) {
      throw new InputError({ memberIds: 'Each player can be named once' });
    }
    try {
      return await this.ctx.em.transactional(async (tx) => {
        // The tournament's row first, as every writer of its entries takes it: no lock waits in a circle.
        const tournament = await tx.findOne(Tournament, { id: tournamentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const isOrganiser = !!tournament && canManageTournament(viewer, tournament);
        if (!tournament || (!isOrganiser && !canSeeTournament(viewer, tournament))) {
          throw new NotFoundError('Tournament not found');
        }
        const team = await findTeam(tx, teamId);
        if (!team) throw new NotFoundError('Team not found');
        if (!isOrganiser && !(await canManageTeam(team, viewer))) {
          throw new ForbiddenError("Only the team's manager or its club owner can name its squad.");
        }
        const entry = await tx.findOne(Registration, { tournament, team });
        if (!entry || !LIVE_ENTRY_STATUSES.includes(entry.status)) {
          throw new InputError({ teamId: `${team.name} is not entered in this tournament` });
        }
        const late = this.deadlinePassed(tournament);
        if (late && !isOrganiser) throw new ConflictError('The squad deadline has passed; ask the organiser');
        const { min, max } = squadSize(tournament.sport);
        if (memberIds.length < min || memberIds.length > max) {
          throw new InputError({
            memberIds: `A ${tournament.sport} squad has ${min} to ${max} players; this one has ${memberIds.length}`,
          });
        }
        const members = await tx.find(TeamMember, { id: { $in: memberIds } });
        const byId = new Map(members.map((member) => [member.id, member]));
        for (const id of memberIds) {
          const member = byId.get(id);
          if (!member || member.team.id !== team.id || !member.isActive) {
            throw new InputError({ memberIds: `Player #${id} is not on ${team.name}'s roster` });
          }
        }
        await this.assertOneTeamPerSeason(tx, tournament.id, team.id, members);

        const current = await tx.find(SquadMember, { tournament, team }, { populate: ['member'] });
        const kept = new Set(memberIds);
        const removed = current.filter((row) => !kept.has(row.member.id));
        const had = new Set(current.map((row) => row.member.id));
        const added = memberIds.filter((id) => !had.has(id)).map((id) => byId.get(id)!);
        // Removals first: a person moving between two roster entries of the team is never named twice.
        tx.remove(removed);
        await tx.flush();
        for (const member of added) {
          tx.create(SquadMember, { tournament, team, member, person: member.user ?? null, addedBy: viewer });
        }
        if (late && (added.length > 0 || removed.length > 0)) {
          const change = [
            added.length ? `added ${added.map((member) => member.name).join(', ')}` : '',
            removed.length ? `removed ${removed.map((row) => row.member.getEntity().name).join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('; ');
          const text = `Tournament ${tournament.id} (${tournament.name}): ${team.name}'s squad after the deadline: ${change}`;
          recordActivity(
            tx,
            ActivityAction.squad_changed,
            viewer,
            null,
            text.length > 255 ? `${text.slice(0, 254)}…` : text,
          );
        }
        await tx.flush();
        return this.squad(tournament, team, await findSquad(tx, tournament.id, team.id));
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // Another team named the same person at the same moment: say which, as the check above would have.
      const em = this.ctx.em.fork();
      const members = await em.find(TeamMember, { id: { $in: memberIds } });
      await this.assertOneTeamPerSeason(em, tournamentId, teamId, members);
      throw new ConflictError('The squad changed meanwhile; try again');
    }
  }

  private async assertOneTeamPerSeason(
    em: EntityManager,
    tournamentId: number,
    teamId: number,
    members: TeamMember[],
  ): Promise<void> {
    const people = members.filter((member) => member.user).map((member) => member.user!.id);
    const [taken] = await findOtherSquadsOfPeople(em, tournamentId, teamId, people);
    if (taken) {
      throw new InputError({
        memberIds: `${taken.name} already plays for ${taken.teamName} in this tournament: a person plays for one team per season`,
      });
    }
  }

  private deadlinePassed(tournament: Tournament): boolean {
    return !!tournament.squadDeadline && tournament.squadDeadline.getTime() <= Date.now();
  }

  private async squad(tournament: Tournament, team: Team, players: TeamMember[]): Promise<Squad> {
    const viewer = this.ctx.viewer;
    let canEdit = false;
    if (holdsStaffRole(viewer)) {
      canEdit =
        canManageTournament(viewer, tournament) ||
        (!this.deadlinePassed(tournament) && (await canManageTeam(team, viewer)));
    }
    const { min, max } = squadSize(tournament.sport);
    return Object.assign(new Squad(), {
      tournamentId: tournament.id,
      teamId: team.id,
      named: players.length > 0,
      players,
      minPlayers: min,
      maxPlayers: max,
      deadline: tournament.squadDeadline ?? null,
      canEdit,
    });
  }
}
