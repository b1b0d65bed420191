import type { EntityManager } from '@mikro-orm/postgresql';
import { InputError } from '../../../core/errors.js';
import { TeamMember } from '../../teams/team-member.entity.js';
import { Team } from '../../teams/team.entity.js';
import { Player } from './player.type.js';

export type PlayerRefValue = { id?: number | null; name?: string | null };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rosters of a match's two sides, loaded once. Scorers name players by roster id or by name; a
 * name new to the side's roster adds the player (the scorer at the ground knows who is playing).
 */
export class RosterPlayers {
  private constructor(
    private readonly em: EntityManager,
    private readonly members: TeamMember[],
  ) {}

  static async load(em: EntityManager, teamIds: number[]): Promise<RosterPlayers> {
    const members = await em.find(TeamMember, { team: { $in: teamIds } }, { orderBy: { id: 'asc' } });
    return new RosterPlayers(em, members);
  }

  /** The roster member a reference names on `teamId`'s side; a new name is added (flush to get its id). */
  resolve(ref: PlayerRefValue | null | undefined, teamId: number, field: string): TeamMember {
    if (ref?.id != null) {
      const member = this.members.find((each) => each.id === ref.id && each.team.id === teamId);
      if (!member) throw new InputError({ [field]: `Player #${ref.id} is not on this side’s roster` });
      return member;
    }
    const name = ref?.name?.trim();
    if (!name) throw new InputError({ [field]: 'Name the player (a roster id or a name)' });
    if (name.length > 255) throw new InputError({ [field]: 'A name has at most 255 characters' });
    const known = this.members.find((each) => each.team.id === teamId && sameName(each.name, name));
    if (known) return known;
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

  /** One side's roster as keys of the log, in roster order (shirt numbers first). */
  keys(teamId: number): string[] {
    return this.members
      .filter((each) => each.team.id === teamId)
      .sort((a, b) => (a.jerseyNumber ?? Infinity) - (b.jerseyNumber ?? Infinity) || a.id - b.id)
      .map((each) => String(each.id));
  }

  name = (key: string): string => this.member(Number(key))?.name ?? `#${key}`;

  /** Each side's members by name, for an import. */
  byName(teamId: number, name: string): TeamMember | undefined {
    return this.members.find((each) => each.team.id === teamId && sameName(each.name, name));
  }
}
