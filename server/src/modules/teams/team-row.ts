import { TimestampedRow } from '../../db/plain-reads.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequest } from '../../db/loaders.js';
import type { Sport } from '../common/sport.js';
import { crestUrlOf } from './crest-path.js';
import type { Team } from './team.entity.js';

/** The columns of `teams` a list of match cards reads, as PostgreSQL returns them (dates as text). */
export type TeamColumns = {
  id: number;
  created_at: string;
  updated_at: string;
  name: string;
  sport: Sport | null;
  club_id: number;
  manager_id: number | null;
  coach_id: number | null;
  description: string | null;
  logo_url: string | null;
  home_ground: string | null;
  founded_date: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  crest_hash: string | null;
  is_active: boolean;
};

/**
 * A card's team as plain columns, no managed entity: merging each card's two teams into the identity map
 * (an entity, a snapshot, a reference for its club, manager and coach) was a seventh of the CPU of a
 * tournament's page. Its fields are the `Team` type's, read the same way; a field that needs more of
 * the team reads it by id (`TeamView`).
 */
export class TeamRow extends TimestampedRow {
  readonly id: number;
  readonly name: string;
  readonly sport: Sport | null;
  readonly clubId: number;
  readonly managerId: number | null;
  readonly coachId: number | null;
  readonly description: string | null;
  readonly logoUrl: string | null;
  readonly homeGround: string | null;
  readonly foundedDate: string | null;
  readonly primaryColor: string | null;
  readonly secondaryColor: string | null;
  readonly crestHash: string | null;
  readonly isActive: boolean;

  constructor(row: TeamColumns, parseDate: (value: string) => Date) {
    super(row, parseDate);
    this.id = row.id;
    this.name = row.name;
    this.sport = row.sport;
    this.clubId = row.club_id;
    this.managerId = row.manager_id;
    this.coachId = row.coach_id;
    this.description = row.description;
    this.logoUrl = row.logo_url;
    this.homeGround = row.home_ground;
    this.foundedDate = row.founded_date;
    this.primaryColor = row.primary_color;
    this.secondaryColor = row.secondary_color;
    this.crestHash = row.crest_hash;
    this.isActive = row.is_active;
  }

  /** The `crestUrl` field, as the entity answers it. */
  get crestUrl(): string | null {
    return crestUrlOf(this);
  }
}

/** What the `Team` type's resolvers get: the entity, or a card's plain row. */
export type TeamView = Team | TeamRow;

/** The card teams a request has read, by id: where a card's `homeTeam` and `awayTeam` find them. */
export const cardTeams = perRequest(() => new Map<number, TeamRow>());

/** Keeps a team read beside a match (or a team's page) as a plain row for the request, once. */
export function keepCardTeam(em: EntityManager, columns: TeamColumns, parseDate: (value: string) => Date): TeamRow {
  const teams = cardTeams(em);
  let row = teams.get(columns.id);
  if (!row) teams.set(columns.id, (row = new TeamRow(columns, parseDate)));
  return row;
}
