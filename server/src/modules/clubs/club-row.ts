import { TimestampedRow } from '../../db/plain-reads.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequest } from '../../db/loaders.js';
import type { Club } from './club.entity.js';

/** The columns of `clubs` a team's page reads, as its statement's JSON gives them (dates as text). */
export type ClubColumns = {
  id: number;
  created_at: string;
  updated_at: string;
  name: string;
  description: string | null;
  logo_url: string | null;
  owner_id: number;
  location: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  is_active: boolean;
};

/**
 * A team page's club as plain columns, no managed entity: merging it (an entity, a snapshot, a reference to
 * its owner) was a twentieth of the team page's CPU, for a name. Its fields are the `Club` type's, read the
 * same way.
 */
export class ClubRow extends TimestampedRow {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly logoUrl: string | null;
  readonly ownerId: number;
  readonly location: string | null;
  readonly contactEmail: string | null;
  readonly contactPhone: string | null;
  readonly isActive: boolean;

  constructor(row: ClubColumns, parseDate: (value: string) => Date) {
    super(row, parseDate);
    this.id = row.id;
    this.name = row.name;
    this.description = row.description;
    this.logoUrl = row.logo_url;
    this.ownerId = row.owner_id;
    this.location = row.location;
    this.contactEmail = row.contact_email;
    this.contactPhone = row.contact_phone;
    this.isActive = row.is_active;
  }
}

/** What the `Club` type's resolvers get: the entity, or a team page's plain row. */
export type ClubView = Club | ClubRow;

/** The clubs a request has read as plain rows, by id: where a team row's `club` finds its own. */
export const clubRows = perRequest(() => new Map<number, ClubRow>());

/** Keeps a club read beside its team as a plain row for the request, once. */
export function keepClubRow(em: EntityManager, columns: ClubColumns, parseDate: (value: string) => Date): ClubRow {
  const clubs = clubRows(em);
  let row = clubs.get(columns.id);
  if (!row) clubs.set(columns.id, (row = new ClubRow(columns, parseDate)));
  return row;
}
