import type { EntityManager } from '@mikro-orm/postgresql';
import { InputError } from '../../../core/errors.js';
import { TeamMember } from '../../teams/team-member.entity.js';
import { Team } from '../../teams/team.entity.js';
import { findMembersWithSquads } from '../../squads/squads.queries.js';
import { Player } from './player.type.js';

export type PlayerRefValue = { id?: number | null; name?: string | null };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rosters of a match's two sides, loaded once. Scorers name players by roster id or by name; a
 * name new to the side's roster adds the player (the scorer at the ground knows who is playing).
 *
 * Given the match's tournament, a side that named a squad for it plays its squad: the pad offers the squad
 * (`keys`), and a player outside it, or a new name, is refused. The log still reads every roster entry
 * (`player`, `name`), so a match scored before the squad was named reads as it did.
 */
export class RosterPlayers {
  private constructor(
    private readonly em: EntityManager,
    private readonly members: TeamMember[],
    /** Each side's squad for the match's tournament, as roster ids; a side missing plays its roster. */
    private readonly squads: Map<number, Set<number>> = new Map(),
  ) {}

  /**
   * Given a tournament, one statement reads the rosters and each side's squad for it together: scoring a
   * ball stays four statements.
   */
  static async load(em: EntityManager, teamIds: number[], tournamentId?: number | null): Promise<RosterPlayers> {
    if (tournamentId == null || teamIds.length === 0) {
      return new RosterPlayers(em, await em.find(TeamMember, { team: { $in: teamIds } }, { orderBy: { id: 'asc' } }));
    }
    const { members, squads } = await findMembersWithSquads(em, tournamentId, teamIds);
    return new RosterPlayers(em, members, squads);
  }

  /** Whether the side plays a squad it named, not its whole roster. */
  hasSquad(teamId: number): boolean {
    return this.squads.has(teamId);
  }

  /** The members `teamId` may field: its squad when it named one, else its roster. */
  private eligible(teamId: number): TeamMember[] {
    const squad = this.squads.get(teamId);
    return this.members.filter((each) => each.team.id === teamId && (!squad || squad.has(each.id)));
  }

  /** The roster member a reference names on `teamId`'s side; a new name is added (flush to get its id). */
  resolve(ref: PlayerRefValue | null | undefined, teamId: number, field: string): TeamMember {
    const squad = this.squads.get(teamId);
    if (ref?.id != null) {
      const member = this.members.find((each) => each.id === ref.id && each.team.id === teamId);
      if (!member) throw new InputError({ [field]: `Player #${ref.id} is not on this side’s roster` });
      if (squad && !squad.has(member.id)) {
        throw new InputError({ [field]: `${member.name} is not in this side’s squad for this tournament` });
      }
      return member;
    }
    const name = ref?.name?.trim();
    if (!name) throw new InputError({ [field]: 'Name the player (a roster id or a name)' });
    if (name.length > 255) throw new InputError({ [field]: 'A name has at most 255 characters' });
    const known = this.eligible(teamId).find((each) => sameName(each.name, name));
    if (known) return known;
    if (squad) throw new InputError({ [field]: `${name} is not in this side’s squad for this tournament` });
    const added = this.em.create(TeamMember, { team: this.em.getReference(Team, teamId), name });
    this.members.push(added);
    return added;
  }

  /** Flushes players added by name, so every resolved member has its id. */
  async flushAdded(): Promise<void> {
    if (this.members.some((member) => member.id === undefined)) await this.em.flush();
  }

  member(id: number): TeamMember | undefined {
    return this.members.find((each) => each.id === id);
  }

  /** The player a key of the log names; a player since removed from the roster still reads. */
  player(key: string, teamId: number): Player {
    const member = this.member(Number(key));
    if (member) return Player.from(member);
    return Object.assign(new Player(), { id: Number(key), name: `#${key}`, shirtNumber: null, position: null, teamId });
  }

  /** One side's players (its squad when named, else its roster) as keys of the log, shirt numbers first. */
  keys(teamId: number): string[] {
    return this.eligible(teamId)
      .sort((a, b) => (a.jerseyNumber ?? Infinity) - (b.jerseyNumber ?? Infinity) || a.id - b.id)
      .map((each) => String(each.id));
  }

  name = (key: string): string => this.member(Number(key))?.name ?? `#${key}`;

  /** A side's member by their Cricsheet register identifier, for an import (found before any name). */
  byCricsheetId(teamId: number, cricsheetId: string): TeamMember | undefined {
    return this.members.find((each) => each.team.id === teamId && each.cricsheetId === cricsheetId);
  }

  /** Each side's members by name, for an import. */
  byName(teamId: number, name: string): TeamMember | undefined {
    return this.members.find((each) => each.team.id === teamId && sameName(each.name, name));
  }
}
