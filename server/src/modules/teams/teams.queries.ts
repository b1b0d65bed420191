import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { countColumns, childrenLoader, groupedCounter, perRequest } from '../../db/loaders.js';
import { executeRead } from '../../db/parameterized-reads.js';
import {
  Companions,
  heldRecord,
  jsonRecord,
  jsonRecords,
  mappedColumns,
  mergeRecord,
  rowDateParser,
} from '../../db/plain-reads.js';
import { Club } from '../clubs/club.entity.js';
import { keepClubRow, type ClubColumns } from '../clubs/club-row.js';
import { TeamMember } from './team-member.entity.js';
import { TeamMemberRow, type TeamMemberColumns, type TeamMemberView } from './team-member-row.js';
import { Team } from './team.entity.js';
import { keepCardTeam, type TeamColumns, type TeamView } from './team-row.js';

/** Reads of teams and rosters, for this domain and the ones above it. */

export const teamLoaders = perRequest((em: EntityManager) => ({
  teamCountByClub: groupedCounter((ids) =>
    em
      .createQueryBuilder(Team, 'row')
      .select(countColumns('row.club_id'))
      .where({ club: { $in: ids } })
      .groupBy(raw('row.club_id'))
      .execute('all', false),
  ),
  playerCountByTeam: groupedCounter((ids) =>
    em
      .createQueryBuilder(TeamMember, 'row')
      .select(countColumns('row.team_id'))
      .where({ team: { $in: ids } })
      .groupBy(raw('row.team_id'))
      .execute('all', false),
  ),
  teamById: new DataLoader<number, Team | null>(async (ids) => {
    const teams = new Map((await findTeamsByIds(em, [...ids])).map((team) => [team.id, team]));
    return ids.map((id) => teams.get(id) ?? null);
  }),
  membersByTeam: childrenLoader<TeamMemberView>(
    (ids) =>
      em.find(
        TeamMember,
        { team: { $in: ids } },
        { orderBy: { jerseyNumber: 'asc nulls last', name: 'asc', id: 'asc' } },
      ),
    (member) => member.teamId,
  ),
}));

export function findTeam(em: EntityManager, id: number): Promise<Team | null> {
  return em.findOne(Team, { id });
}

/**
 * What a team's page shows beside it (its squad, its tournaments), read in the team's statement (its row is
 * `"team"`): the domain that owns the rows registers it.
 */
export const teamCompanions = new Companions();

teamCompanions.register({
  select: (em) =>
    jsonRecords(
      em,
      TeamMember,
      'member',
      '"member"."team_id" = "team"."id"',
      '"member"."jersey_number" asc nulls last, "member"."name" asc, "member"."id" asc',
    ),
  keep: (em, teamId, json) => {
    const parseDate = rowDateParser(em);
    const roster = (json as TeamMemberColumns[]).map((columns) => new TeamMemberRow(columns, parseDate));
    teamLoaders(em).membersByTeam.prime(teamId, roster);
  },
});

/**
 * A team's columns with its club's and its companions, in one statement (a public page shows them together):
 * the companions kept by their owners, the team's own columns and its club's left.
 */
async function readTeamWithClub(
  em: EntityManager,
  id: number,
): Promise<{ columns: Record<string, unknown>; club: Record<string, unknown> | null } | null> {
  const statement = teamCompanions.statement(em, (companions) => {
    const metadata = em.getMetadata();
    const columns = mappedColumns(em, Team).map((name) => `"team"."${name}"`);
    const club =
      `(select ${jsonRecord(em, Club, 'club')} from "${metadata.get(Club).tableName}" "club" ` +
      `where "club"."id" = "team"."club_id") as "club"`;
    return (
      `select ${[...columns, club, ...companions].join(', ')} ` +
      `from "${metadata.get(Team).tableName}" "team" where "team"."id" = ?`
    );
  });
  const [row] = await executeRead<Record<string, unknown>>(em, { sql: statement, values: [id] });
  if (!row) return null;
  const { club, ...columns } = teamCompanions.keep(em, id, row);
  return { columns, club: (club as Record<string, unknown> | null) ?? null };
}

/** A team with its club (merged too) and its companions, in one statement, as the entity. */
export async function findTeamWithClub(em: EntityManager, id: number): Promise<Team | null> {
  const read = await readTeamWithClub(em, id);
  if (!read) return null;
  if (read.club) mergeRecord(em, Club, read.club);
  return mergeRecord(em, Team, read.columns);
}

/**
 * The same read for a page that only shows the team: plain rows of the team and its club (`TeamRow`,
 * `ClubRow`) unless the request holds the entities. Merging the team (an entity, a snapshot, references to
 * its club, manager and coach) was a twentieth of the team page's CPU, and its club as much again.
 */
export async function findTeamView(em: EntityManager, id: number): Promise<TeamView | null> {
  const read = await readTeamWithClub(em, id);
  if (!read) return null;
  const parseDate = rowDateParser(em);
  if (read.club && !heldRecord(em, Club, read.club.id)) keepClubRow(em, read.club as ClubColumns, parseDate);
  return heldRecord(em, Team, id) ?? keepCardTeam(em, read.columns as TeamColumns, parseDate);
}

export function findTeamsByIds(em: EntityManager, ids: number[]): Promise<Team[]> {
  return em.find(Team, { id: { $in: ids } });
}

/** Active teams a tournament of `sport` could take, leaving out `exceptIds`, by name. */
export function findRegistrableTeams(em: EntityManager, sport: string, exceptIds: number[]): Promise<Team[]> {
  return em.find(
    Team,
    {
      isActive: true,
      id: { $nin: exceptIds },
      // Teams of another sport could not register anyway.
      $or: [{ sport: null }, { sport }],
    } as FilterQuery<Team>,
    { orderBy: { name: 'asc', id: 'asc' } },
  );
}

/**
 * The active teams a person plays for (an active roster place), coaches or manages, by name, and
 * which of them hold a roster place of theirs.
 */
export async function findTeamsOfPerson(
  em: EntityManager,
  userId: number,
): Promise<{ teams: Team[]; rosterTeamIds: Set<number> }> {
  const places = await em.find(TeamMember, { user: userId, isActive: true }, { fields: ['team'] });
  const rosterTeamIds = new Set(places.map((place) => place.team.id));
  const teams = await em.find(
    Team,
    { isActive: true, $or: [{ id: { $in: [...rosterTeamIds] } }, { coach: userId }, { manager: userId }] },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
  return { teams, rosterTeamIds };
}

/** Active roster places of active teams. */
export function countActivePlayers(em: EntityManager): Promise<number> {
  return em.count(TeamMember, { isActive: true, team: { isActive: true } });
}

/** The most recently created active teams, with their clubs. */
export function findNewestActiveTeams(em: EntityManager, limit: number): Promise<Team[]> {
  return em.find(Team, { isActive: true }, { populate: ['club'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

/** A team that must exist (a reference the caller already holds). */
export function getTeam(em: EntityManager, id: number): Promise<Team> {
  return em.findOneOrFail(Team, { id });
}

/** Roster places by id. */
export function findMembersByIds(em: EntityManager, ids: number[]): Promise<TeamMember[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.find(TeamMember, { id: { $in: ids } });
}

/** The stored columns of a crest, one per size and format served. */
export const CREST_COLUMNS = {
  '64.webp': 'webp64',
  '128.webp': 'webp128',
  '256.webp': 'webp256',
  '256.png': 'png256',
} as const;
export type CrestFile = keyof typeof CREST_COLUMNS;

/** One picture of a team's crest and the hash it was made from; null when the team has no crest. */
export async function findCrestPicture(
  em: EntityManager,
  teamId: number,
  file: CrestFile,
): Promise<{ hash: string; data: Buffer } | null> {
  // Only the one picture asked for leaves the database, not all four.
  const rows = await em
    .getConnection()
    .execute<{ hash: string; data: Buffer }[]>(
      `select "hash", "${CREST_COLUMNS[file]}" as "data" from "team_crest" where "team_id" = ?`,
      [teamId],
    );
  return rows[0] ?? null;
}
