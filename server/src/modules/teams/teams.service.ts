import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { memberSchema, positionRefusal, teamSchema } from '../../../../shared/validation/teams.js';
import type { RequestContext } from '../../core/request-context.js';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { parseInput } from '../../core/validation.js';
import { Club } from '../clubs/club.entity.js';
import { Role, User } from '../users/user.entity.js';
import { TeamMember } from './team-member.entity.js';
import { Team } from './team.entity.js';
import type { PlayerOption, TeamInput, TeamMemberInput, UserOption } from './teams.inputs.js';
import { findClub } from '../clubs/clubs.queries.js';
import { findActiveUser, findAssignableUsers, findPlayers, findUser } from '../users/users.queries.js';

/** Who may change a team: its club's owner and its manager. */
export async function canManageTeam(team: Team, viewer: User): Promise<boolean> {
  if (team.manager?.id === viewer.id) return true;
  const club = await team.club.load();
  return club?.owner.id === viewer.id;
}

export class TeamsService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  /** Teams of the clubs I own and the teams I manage, newest first; optionally of one club. */
  async listMine(clubId?: number | null): Promise<Team[]> {
    const viewer = requireStaff(this.ctx);
    return this.ctx.em.find(
      Team,
      {
        $or: [{ club: { owner: viewer } }, { manager: viewer }],
        ...(clubId ? { club: clubId } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  async get(id: number): Promise<Team> {
    const viewer = requireStaff(this.ctx);
    return this.manageable(this.ctx.em, viewer, id);
  }

  /** Activated people who may run a team; with players too when linking a roster place. */
  async assignableUsers(includePlayers: boolean): Promise<UserOption[]> {
    requireStaff(this.ctx);
    const users = await findAssignableUsers(this.ctx.em, includePlayers);
    return users.map((user) => ({ id: user.id, name: user.name ?? null, email: user.email }));
  }

  /**
   * Player accounts the team could link to a roster place: active, activated players not yet on this team,
   * whose name contains `search` (any case). Names and pictures only: e-mail addresses stay private.
   */
  async playerCandidates(teamId: number, search: string | null, limit: number): Promise<PlayerOption[]> {
    const viewer = requireStaff(this.ctx);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
      throw new InputError({ limit: 'The limit must be between 1 and 50' });
    }
    const em = this.ctx.em;
    const team = await this.manageable(em, viewer, teamId);
    const term = (search ?? '').trim().slice(0, 100);
    // Escape LIKE's wildcards so a search for "100%" means what it says.
    const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const members = await em.find(TeamMember, { team, user: { $ne: null } });
    const onTeam = members.map((member) => member.user!.id);
    const users = await findPlayers(em, { exceptIds: onTeam, namePattern: term ? pattern : null, limit });
    return users.map((user) => ({ id: user.id, name: user.name ?? null, profilePicture: user.profilePicture ?? null }));
  }

  async create(input: TeamInput): Promise<Team> {
    const viewer = requireStaff(this.ctx);
    const values = parseInput(teamSchema, input);
    const em = this.ctx.em;
    const club = await this.ownedActiveClub(em, viewer, values.clubId);
    const people = await this.people(em, values.managerId, values.coachId);
    const team = em.create(Team, {
      name: values.name,
      club,
      manager: people.manager,
      coach: people.coach,
      sport: values.sport,
      description: values.description,
      homeGround: values.homeGround,
      foundedDate: values.foundedDate,
      logoUrl: values.logoUrl,
      primaryColor: values.primaryColor,
      secondaryColor: values.secondaryColor,
    });
    await em.persist(team).flush();
    return team;
  }

  async update(id: number, input: TeamInput): Promise<Team> {
    const viewer = requireStaff(this.ctx);
    const em = this.ctx.em;
    const team = await this.manageable(em, viewer, id);
    const values = parseInput(teamSchema, input);
    // Moving a team to another club needs the new club's owner.
    const club = values.clubId === team.club.id ? team.club : await this.ownedActiveClub(em, viewer, values.clubId);
    const people = await this.people(em, values.managerId, values.coachId);
    em.assign(team, {
      name: values.name,
      club,
      manager: people.manager,
      coach: people.coach,
      sport: values.sport,
      description: values.description,
      homeGround: values.homeGround,
      foundedDate: values.foundedDate,
      logoUrl: values.logoUrl,
      primaryColor: values.primaryColor,
      secondaryColor: values.secondaryColor,
    });
    await em.flush();
    return team;
  }

  async setActive(id: number, active: boolean): Promise<Team> {
    const viewer = requireStaff(this.ctx);
    const team = await this.manageable(this.ctx.em, viewer, id);
    team.isActive = active;
    await this.ctx.em.flush();
    return team;
  }

  async addMember(teamId: number, input: TeamMemberInput): Promise<TeamMember> {
    const viewer = requireStaff(this.ctx);
    const values = parseInput(memberSchema, input);
    return this.writeRoster(async (tx) => {
      const team = await this.manageable(tx, viewer, teamId);
      return this.applyMember(tx, team, null, values);
    });
  }

  async updateMember(id: number, input: TeamMemberInput): Promise<TeamMember> {
    const viewer = requireStaff(this.ctx);
    const values = parseInput(memberSchema, input);
    return this.writeRoster(async (tx) => {
      const member = await tx.findOne(TeamMember, { id });
      if (!member) throw new NotFoundError('Player not found');
      const team = await this.manageable(tx, viewer, member.team.id);
      return this.applyMember(tx, team, member, values);
    });
  }

  async removeMember(id: number): Promise<number> {
    const viewer = requireStaff(this.ctx);
    const member = await this.ctx.em.findOne(TeamMember, { id });
    if (!member) throw new NotFoundError('Player not found');
    await this.manageable(this.ctx.em, viewer, member.team.id);
    await this.ctx.em.remove(member).flush();
    return id;
  }

  private async writeRoster(work: (tx: EntityManager) => Promise<TeamMember>): Promise<TeamMember> {
    try {
      return await this.ctx.em.transactional(work);
    } catch (error) {
      // Two people editing at once: the database's unique rules have the last word.
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError('The roster changed meanwhile; reload and try again.');
      }
      throw error;
    }
  }

  private async applyMember(
    tx: EntityManager,
    team: Team,
    existing: TeamMember | null,
    values: z.output<typeof memberSchema>,
  ): Promise<TeamMember> {
    // A cricket team's players bat, bowl or keep wicket; a place kept from before may keep its position.
    const misplaced = values.position !== existing?.position ? positionRefusal(team.sport, values.position) : null;
    if (misplaced) throw new InputError({ position: misplaced });
    const others = (await tx.find(TeamMember, { team })).filter((other) => other !== existing);
    if (values.jerseyNumber !== null && others.some((other) => other.jerseyNumber === values.jerseyNumber)) {
      throw new InputError({ jerseyNumber: `Jersey number ${values.jerseyNumber} is already taken in this team` });
    }
    let user: User | null = null;
    if (values.userId !== null) {
      user = await findActiveUser(tx, values.userId);
      if (!user) throw new InputError({ userId: 'Choose an active user account' });
      if (others.some((other) => other.user?.id === user!.id)) {
        throw new InputError({ userId: 'This person is already on the roster' });
      }
    }
    if (!values.name && !user?.name && !user?.givenName) {
      throw new InputError({ name: 'Player name is required: the linked account has no name' });
    }
    // One captain and one vice-captain: naming a new one hands the role over, written first.
    let handedOver = false;
    for (const other of others) {
      if (values.isCaptain && other.isCaptain) {
        other.isCaptain = false;
        handedOver = true;
      }
      if (values.isViceCaptain && other.isViceCaptain) {
        other.isViceCaptain = false;
        handedOver = true;
      }
    }
    if (handedOver) await tx.flush();
    const fields = {
      // Rosters are public: a place takes the person's name, never their e-mail address.
      name: values.name ?? user?.name ?? user?.givenName ?? '',
      user,
      jerseyNumber: values.jerseyNumber,
      position: values.position,
      isCaptain: values.isCaptain,
      isViceCaptain: values.isViceCaptain,
      joinedDate: values.joinedDate,
    };
    const member = existing ? tx.assign(existing, fields) : tx.create(TeamMember, { team, ...fields });
    await tx.persist(member).flush();
    return member;
  }

  private async manageable(em: EntityManager, viewer: User, id: number): Promise<Team> {
    const team = await em.findOne(Team, { id });
    if (!team) throw new NotFoundError('Team not found');
    if (!(await canManageTeam(team, viewer))) {
      throw new ForbiddenError("Only the team's manager or its club owner can manage this team.");
    }
    return team;
  }

  private async ownedActiveClub(em: EntityManager, viewer: User, clubId: number): Promise<Club> {
    const club = await findClub(em, clubId);
    if (!club) throw new InputError({ clubId: 'Club not found' });
    if (club.owner.id !== viewer.id) throw new ForbiddenError('Only the club owner can add teams to this club.');
    if (!club.isActive) throw new InputError({ clubId: 'This club is inactive; reactivate it first' });
    return club;
  }

  /** Managers and coaches are chosen among activated people who are not players. */
  private async people(
    em: EntityManager,
    managerId: number | null,
    coachId: number | null,
  ): Promise<{ manager: User | null; coach: User | null }> {
    const pick = async (id: number | null, field: string) => {
      if (id === null) return null;
      const user = await findUser(em, id);
      if (!user || !user.isActive || !user.isAccountActivated || user.role === Role.player) {
        throw new InputError({ [field]: 'Choose an activated user' });
      }
      return user;
    };
    return { manager: await pick(managerId, 'managerId'), coach: await pick(coachId, 'coachId') };
  }
}
