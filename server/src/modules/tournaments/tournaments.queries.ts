import DataLoader from 'dataloader';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { childrenLoader, countColumns, groupedCounter, perRequest } from '../../db/loaders.js';
import { executeRead } from '../../db/parameterized-reads.js';
import {
  Companions,
  heldRecord,
  jsonRecord,
  jsonRecords,
  mappedColumns,
  mergeRecord,
  mergeRecords,
  rowDateParser,
} from '../../db/plain-reads.js';
import { BuiltStatements } from '../../db/built-statements.js';
import { Team } from '../teams/team.entity.js';
import { teamCompanions } from '../teams/teams.queries.js';
import { TeamRow, type TeamColumns, type TeamView } from '../teams/team-row.js';
import { PUBLIC_TOURNAMENT } from '../common/policy.js';
import { NotFoundError } from '../../core/errors.js';
import { Registration, RegistrationStatus } from './registration.entity.js';
import { Sport, Tournament } from './tournament.entity.js';
import { keepTournamentRow, type TournamentColumns, type TournamentView } from './tournament-row.js';
import { Stage, StageGroup } from './stage.entity.js';
import { Pitch, Venue } from './venue.entity.js';

/** Reads of tournaments and registrations, for this domain and the ones above it. */

export const registrationLoaders = perRequest((em: EntityManager) => {
  const registrationsBy = (parent: 'tournament' | 'team') =>
    childrenLoader(
      (ids) => em.find(Registration, { [parent]: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      (registration) => registration[parent].id,
    );
  return {
    registrationCountByTournament: groupedCounter((ids) =>
      em
        .createQueryBuilder(Registration, 'row')
        .select(countColumns('row.tournament_id'))
        .where({ tournament: { $in: ids }, status: RegistrationStatus.APPROVED })
        .groupBy(raw('row.tournament_id'))
        .execute('all', false),
    ),
    registrationsByTournament: registrationsBy('tournament'),
    registrationsByTeam: registrationsBy('team'),
  };
});

type TeamTournamentRow = Record<string, unknown> & { entrant_id: number };

/**
 * Each (team, tournament) a team is entered in or has played in, for the teams `team_id <teams>` names
 * (SQL, e.g. `in (?, ?)`, its parameters given three times).
 */
const teamEntries = (teams: string) =>
  `select team_id, tournament_id from tournament_registrations where team_id ${teams} and status = 'APPROVED'
   union select home_team_id, tournament_id from matches where home_team_id ${teams}
   union select away_team_id, tournament_id from matches where away_team_id ${teams}`;

/** A team's tournaments' order: latest start first. */
const latestFirst = (alias: string) => `"${alias}"."start_date" desc, "${alias}"."id" desc`;

/**
 * The tournaments each team is entered in or has played in (an organiser may remove a team that has
 * played; its results stay), latest start first: one statement for every team a request asks about.
 */
export const teamTournamentLoaders = perRequest((em: EntityManager) => ({
  tournamentsByTeam: new DataLoader<number, TournamentView[]>(async (ids) => {
    const marks = ids.map(() => '?').join(', ');
    const rows = await em.execute<TeamTournamentRow[]>(
      `select entry.team_id as entrant_id, tournament.*
         from (${teamEntries(`in (${marks})`)}) entry
         join tournaments tournament on tournament.id = entry.tournament_id
        order by ${latestFirst('tournament')}`,
      [...ids, ...ids, ...ids],
    );
    const byTeam = new Map<number, TournamentView[]>(ids.map((id) => [id, []]));
    for (const { entrant_id: entrant, ...columns } of rows)
      byTeam.get(Number(entrant))?.push(em.map(Tournament, columns));
    return ids.map((id) => byTeam.get(id) ?? []);
  }),
}));

// A team's page lists its tournaments: read in the team's statement, the same set and order as the loader.
teamCompanions.register({
  select: (em) =>
    jsonRecords(
      em,
      Tournament,
      'entered',
      `"entered"."id" in (select tournament_id from (${teamEntries('= "team"."id"')}) entry)`,
      latestFirst('entered'),
    ),
  // Kept as plain rows (tournament-row.ts): the page shows their names, and the policy reads their columns.
  keep: (em, teamId, json) => {
    const parseDate = rowDateParser(em);
    const tournaments = (json as TournamentColumns[]).map(
      (columns) => heldRecord(em, Tournament, columns.id) ?? keepTournamentRow(em, columns, parseDate),
    );
    teamTournamentLoaders(em).tournamentsByTeam.prime(teamId, tournaments);
  },
});

/**
 * What a tournament's pages show beside it (its stages, its match tallies, its points deductions), read in
 * the tournament's statement (its row is `"t"`): the domain that owns the rows registers it.
 */
export const tournamentCompanions = new Companions();

/** The tournament loader's statement up to its condition. */
function tournamentSelect(em: EntityManager): string {
  return tournamentCompanions.statement(em, (companions) => {
    const columns = mappedColumns(em, Tournament).map((name) => `"t"."${name}"`);
    return `select ${[...columns, ...companions].join(', ')} from "${em.getMetadata().get(Tournament).tableName}" "t"`;
  });
}

/**
 * Tournaments by id for one request, each with its companions: a page's fields each check the tournament
 * they read, at once, and that is one statement, not one per field, nor one more per companion. Each
 * answers its columns, for `loadTournament` to merge or `loadTournamentView` to keep as a plain row.
 */
const tournamentLoaders = perRequest(
  (em: EntityManager) =>
    new DataLoader<number, Record<string, unknown> | null>(async (ids) => {
      const rows = await executeRead<Record<string, unknown>>(em, {
        sql: `${tournamentSelect(em)} where "t"."id" in (${ids.map(() => '?').join(', ')})`,
        values: ids,
      });
      const byId = new Map<number, Record<string, unknown>>();
      for (const row of rows) byId.set(Number(row.id), tournamentCompanions.keep(em, Number(row.id), row));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

/** A tournament a read-only request shows (a public page): shared by the request's fields. */
export async function loadTournament(em: EntityManager, id: number): Promise<Tournament | null> {
  const columns = await tournamentLoaders(em).load(id);
  return columns ? mergeRecord(em, Tournament, columns) : null;
}

/**
 * The same tournament as a plain row (tournament-row.ts), or the entity when the request holds it: for a
 * page that only shows it (merging it was 6-7% of the standings page's CPU).
 */
export async function loadTournamentView(em: EntityManager, id: number): Promise<TournamentView | null> {
  const columns = await tournamentLoaders(em).load(id);
  if (!columns) return null;
  return heldRecord(em, Tournament, id) ?? keepTournamentRow(em, columns as TournamentColumns, rowDateParser(em));
}

/**
 * The managed tournament behind a view: itself, the one the request holds, or merged from the columns the
 * request's loader read (a page's plain row came from them: no second statement).
 */
export async function tournamentEntity(em: EntityManager, tournament: TournamentView): Promise<Tournament> {
  if (tournament instanceof Tournament) return tournament;
  const entity = await loadTournament(em, tournament.id);
  if (!entity) throw new NotFoundError('Tournament not found');
  return entity;
}

export function findTournament(em: EntityManager, id: number): Promise<Tournament | null> {
  return em.findOne(Tournament, { id });
}

/** The statements of `findTournaments`. */
const listStatements = new BuiltStatements();

/**
 * Tournaments matching `where`, soonest first: the landing and browse pages' list. Read as plain rows
 * (tournament-row.ts), as a page's tournament is, unless the request holds the entity, with the statement
 * built once per filter (`BuiltStatements`) instead of on every visit. Merged into the identity map as
 * entities, each request's list outlived the young-generation collections after it (10 KiB of a landing
 * page's request promoted to the old generation, `npm run bench -- gc-promotion`).
 */
export async function findTournaments(
  em: EntityManager,
  where: FilterQuery<Tournament>,
  limit?: number | null,
): Promise<TournamentView[]> {
  const statement = listStatements.statement(em.getMetadata(), { where, limit: limit ?? null }, () => {
    const query = em
      .createQueryBuilder(Tournament, 't')
      .select(mappedColumns(em, Tournament).map((column) => raw(`"t"."${column}"`)))
      .where(where as QBFilterQuery<Tournament>)
      .orderBy({ startDate: 'asc', id: 'asc' });
    if (limit != null) query.limit(limit);
    return query.getFormattedQuery();
  });
  const rows = await em.execute<TournamentColumns[]>(statement);
  const parseDate = rowDateParser(em);
  return rows.map((columns) => heldRecord(em, Tournament, columns.id) ?? keepTournamentRow(em, columns, parseDate));
}

export function countPublicTournaments(em: EntityManager): Promise<number> {
  return em.count(Tournament, PUBLIC_TOURNAMENT);
}

/**
 * A tournament's APPROVED registrations (the teams that play: fixtures, stages, tables) with their teams
 * loaded, in the order they were made. `joined` loads the teams in the same statement.
 */
export function findRegistrationsWithTeams(
  em: EntityManager,
  tournamentId: number,
  order: 'registered' | 'joined',
): Promise<Registration[]> {
  if (order === 'joined') {
    return em.find(
      Registration,
      { tournament: tournamentId, status: RegistrationStatus.APPROVED },
      { populate: ['team'], strategy: 'joined' },
    );
  }
  return em.find(
    Registration,
    { tournament: tournamentId, status: RegistrationStatus.APPROVED },
    {
      populate: ['team'],
      orderBy: { createdAt: 'asc', id: 'asc' },
    },
  );
}

type RegisteredTeamRow = TeamColumns & { registered_in: number };

/**
 * Each registration's team (`"team"`), looked up by its key: a lateral read PostgreSQL may not fold into a join
 * (`offset 0`). As a join, its default costs had it hash the whole teams table for a tournament's few entries
 * (the peers bench's 1,600 teams for 16: the standings page's statement 0.36-0.41 ms, 0.27-0.28 ms this way).
 */
function teamOfRegistration(em: EntityManager): string {
  return `lateral (select * from "${em.getMetadata().get(Team).tableName}" "team" where "team"."id" = "row"."team_id" offset 0) "team"`;
}

/** `registeredTeamLoaders`' statement up to its tournaments' list, built once per metadata. */
const registeredTeamStatements = new WeakMap<object, string>();

/**
 * Built once, not by the query builder on every read: building this join, its filter and its order cost
 * more of the standings page's CPU than reading its rows.
 */
function registeredTeamsSelect(em: EntityManager): string {
  const metadata = em.getMetadata();
  let statement = registeredTeamStatements.get(metadata);
  if (!statement) {
    const columns = mappedColumns(em, Team).map((name) => `"team"."${name}"`);
    statement =
      `select ${columns.join(', ')}, "row"."tournament_id" as "registered_in" ` +
      `from "${metadata.get(Registration).tableName}" "row" cross join ${teamOfRegistration(em)} ` +
      `where "row"."status" = '${RegistrationStatus.APPROVED}' and "row"."tournament_id" in `;
    registeredTeamStatements.set(metadata, statement);
  }
  return statement;
}

/**
 * Each tournament's registered teams by name, as plain rows: one statement for a request, however many
 * fields ask. A table only names them; a list answers them as plain rows too (`loadTournamentTeams`).
 */
const registeredTeamLoaders = perRequest(
  (em: EntityManager) =>
    new DataLoader<number, TeamColumns[]>(async (ids) => {
      const rows = await em.execute<RegisteredTeamRow[]>(
        `${registeredTeamsSelect(em)}(${ids.map(() => '?').join(', ')}) order by "team"."name" asc, "team"."id" asc`,
        [...ids],
      );
      const byTournament = new Map<number, TeamColumns[]>(ids.map((id) => [id, []]));
      for (const { registered_in: tournamentId, ...team } of rows) byTournament.get(Number(tournamentId))?.push(team);
      return ids.map((id) => byTournament.get(id) ?? []);
    }),
);

/**
 * The teams registered into a tournament, by name, for a read-only request (read once for all its fields):
 * plain rows (`TeamRow`), as a match card's teams. Merging each into the identity map (an entity, a
 * snapshot, references to its club, manager and coach) was a tenth of the standings page's CPU, and a list
 * of teams only shows their columns; a field that needs more reads it by id.
 */
export async function loadTournamentTeams(em: EntityManager, tournamentId: number): Promise<TeamView[]> {
  const rows = await registeredTeamLoaders(em).load(tournamentId);
  const parseDate = rowDateParser(em);
  return rows.map((row) => heldRecord(em, Team, row.id) ?? new TeamRow(row, parseDate));
}

/**
 * A page that lists a tournament's teams (its table's, its fixtures') reads them in the tournament's
 * statement: the same set and order as `registeredTeamLoaders`, where `loadTournamentTeams` finds them.
 */
const registeredTeamsCompanion = tournamentCompanions.registerOnRequest({
  select: (em) => {
    const metadata = em.getMetadata();
    return (
      `(select coalesce(json_agg(${jsonRecord(em, Team, 'team')} order by "team"."name" asc, "team"."id" asc), '[]') ` +
      `from "${metadata.get(Registration).tableName}" "row" cross join ${teamOfRegistration(em)} ` +
      `where "row"."status" = '${RegistrationStatus.APPROVED}' and "row"."tournament_id" = "t"."id")`
    );
  },
  keep: (em, tournamentId, json) => registeredTeamLoaders(em).prime(tournamentId, json as TeamColumns[]),
});

/**
 * Reads the tournament's registered teams with this request's next read of a tournament (call it before
 * `loadTournament`): one statement for the tournament and its list of teams.
 */
export function wantRegisteredTeams(em: EntityManager): void {
  tournamentCompanions.want(em, registeredTeamsCompanion);
}

/** The registered teams of a tournament as id to name, no entity built (a table only names them). */
export async function loadRegisteredTeamNames(em: EntityManager, tournamentId: number): Promise<Map<number, string>> {
  const rows = await registeredTeamLoaders(em).load(tournamentId);
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/** How many distinct teams are registered into public tournaments (a draft's rows would reveal it). */
export async function countTeamsInPublicTournaments(em: EntityManager): Promise<number> {
  const registrations = await em.find(
    Registration,
    { tournament: PUBLIC_TOURNAMENT, status: RegistrationStatus.APPROVED },
    { fields: ['team'] },
  );
  return new Set(registrations.map((registration) => registration.team.id)).size;
}

/**
 * The sport a team plays: its own, or else the one sport of every tournament it has entered (a team with no
 * sport of its own that has entered only cricket is a cricket team). Null when it has none yet, or has
 * entered tournaments of more than one sport (it then plays any).
 */
export async function findTeamSport(em: EntityManager, team: Pick<Team, 'id' | 'sport'>): Promise<Sport | null> {
  if (team.sport) return team.sport;
  // Plain rows, not partly loaded entities: a tournament loaded with its sport alone would stay in the
  // request's identity map and read as unpublished to the rest of the request (the team's registrations).
  const rows = await em.execute<{ sport: Sport }[]>(
    `select distinct t.sport from tournament_registrations r
       join tournaments t on t.id = r.tournament_id
      where r.team_id = ?`,
    [team.id],
  );
  return rows.length === 1 ? rows[0].sport : null;
}

/**
 * Teams with no sport of their own whose entries are all of one sport other than `sport` (`findTeamSport`
 * makes them teams of that sport): one statement, however many teams.
 */
export async function findTeamIdsOfOtherSports(em: EntityManager, sport: Sport): Promise<number[]> {
  const rows = await em.execute<{ team_id: number }[]>(
    `select r.team_id from tournament_registrations r
       join teams team on team.id = r.team_id and team.sport is null
       join tournaments t on t.id = r.tournament_id
     group by r.team_id
     having count(distinct t.sport) = 1 and min(t.sport) <> ?`,
    [sport],
  );
  return rows.map((row) => Number(row.team_id));
}

/** A tournament's stages in order, with their groups' rows left for the caller. */
export function findStages(em: EntityManager, tournamentId: number): Promise<Stage[]> {
  return em.find(Stage, { tournament: tournamentId }, { orderBy: { sequence: 'asc' } });
}

export function countStages(em: EntityManager, tournamentId: number): Promise<number> {
  return em.count(Stage, { tournament: tournamentId });
}

export const stageLoaders = perRequest((em: EntityManager) => ({
  stagesByTournament: childrenLoader(
    (ids) => em.find(Stage, { tournament: { $in: ids } }, { orderBy: { sequence: 'asc' } }),
    (stage) => stage.tournament.id,
  ),
  groupsByStage: childrenLoader(
    (ids) => em.find(StageGroup, { stage: { $in: ids } }, { orderBy: { name: 'asc' } }),
    (group) => group.stage.id,
  ),
}));

tournamentCompanions.register({
  select: (em) => jsonRecords(em, Stage, 's', '"s"."tournament_id" = "t"."id"', '"s"."sequence"'),
  keep: (em, tournamentId, json) =>
    stageLoaders(em).stagesByTournament.prime(tournamentId, mergeRecords(em, Stage, json)),
});

/** A tournament's venues by name and each venue's pitches by name: one query per list, however many ask. */
export const venueLoaders = perRequest((em: EntityManager) => ({
  venuesByTournament: childrenLoader(
    (ids) => em.find(Venue, { tournament: { $in: ids } }, { orderBy: { name: 'asc', id: 'asc' } }),
    (venue) => venue.tournament.id,
  ),
  pitchesByVenue: childrenLoader(
    (ids) => em.find(Pitch, { venue: { $in: ids } }, { orderBy: { name: 'asc', id: 'asc' } }),
    (pitch) => pitch.venue.id,
  ),
}));

/** The teams in (APPROVED) each of these tournaments, in one statement. */
export async function findRegisteredTeamIds(
  em: EntityManager,
  tournamentIds: number[],
): Promise<Map<number, number[]>> {
  const registered = new Map<number, number[]>(tournamentIds.map((id) => [id, []]));
  if (tournamentIds.length === 0) return registered;
  const rows = await em.find(
    Registration,
    { tournament: { $in: tournamentIds }, status: RegistrationStatus.APPROVED },
    { fields: ['team', 'tournament'] },
  );
  for (const row of rows) registered.get(row.tournament.id)?.push(row.team.id);
  return registered;
}
