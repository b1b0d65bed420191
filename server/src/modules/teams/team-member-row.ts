import { TimestampedRow } from '../../db/plain-reads.js';
import type { PlayerPosition } from '../../../../shared/enums.js';
import type { TeamMember } from './team-member.entity.js';

/** The columns of `team_members` a team's page reads, as its statement's JSON gives them (dates as text). */
export type TeamMemberColumns = {
  id: number;
  created_at: string;
  updated_at: string;
  team_id: number;
  user_id: number | null;
  name: string;
  jersey_number: number | null;
  position: PlayerPosition | null;
  is_captain: boolean;
  is_vice_captain: boolean;
  joined_date: string | null;
  is_active: boolean;
};

/**
 * A roster place as plain columns, no managed entity: merging a team page's roster into the identity map was a
 * tenth of the page's CPU, for a page that only reads it (uncached, alternated on one CPU: 1,349 -> 1,505 req/s).
 * Its fields are the `TeamMember` type's, read the same way.
 */
export class TeamMemberRow extends TimestampedRow {
  readonly id: number;
  readonly teamId: number;
  readonly userId: number | null;
  readonly name: string;
  readonly jerseyNumber: number | null;
  readonly position: PlayerPosition | null;
  readonly isCaptain: boolean;
  readonly isViceCaptain: boolean;
  readonly joinedDate: string | null;
  readonly isActive: boolean;

  constructor(row: TeamMemberColumns, parseDate: (value: string) => Date) {
    super(row, parseDate);
    this.id = row.id;
    this.teamId = row.team_id;
    this.userId = row.user_id;
    this.name = row.name;
    this.jerseyNumber = row.jersey_number;
    this.position = row.position;
    this.isCaptain = row.is_captain;
    this.isViceCaptain = row.is_vice_captain;
    this.joinedDate = row.joined_date;
    this.isActive = row.is_active;
  }
}

/** What the `TeamMember` type's fields get: the entity, or a team page's plain row. */
export type TeamMemberView = TeamMember | TeamMemberRow;
