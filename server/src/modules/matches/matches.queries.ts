import DataLoader from 'dataloader';
import {
  QueryOrder,
  raw,
  type EntityClass,
  type FilterQuery,
  type FindOptions,
  type RawQueryFragment,
} from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/errors.js';
import { PUBLIC_MATCH, PUBLIC_TOURNAMENT } from '../common/policy.js';
import { Match, MatchStatus } from './match.entity.js';
import { Team } from '../teams/team.entity.js';
import { cardTeams, keepCardTeam, type TeamColumns } from '../teams/team-row.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { User } from '../users/user.entity.js';
import { keepEntityBuilder, MATCH_COLUMNS, MatchRow, loadRef, type MatchColumns, type MatchView } from './match-row.js';
import { MatchSort, type MatchCursorKey } from './match-cursor.js';
import { MatchEvent } from './events/match-event.entity.js';
import { childrenLoader, perRequest } from '../../db/loaders.js';
import { tournamentCompanions } from '../tournaments/tournaments.queries.js';
import { heldRecord, jsonRecord, mapRecord, mappedColumns, mergeRecord } from '../../db/plain-reads.js';
import { BuiltStatements } from '../../db/built-statements.js';

/** Reads of matches, for this domain and the ones above it (public pages, standings, the dashboard). */

/** Fixture order: dated matches soonest first, undated ones last. */
export const FIXTURE_ORDER = [{ scheduledDate: QueryOrder.ASC_NULLS_LAST }, { id: QueryOrder.ASC }] as const;

/** The order of a match list: by date either way, undated last, ties by id in the same direction. */
export function matchOrder(sort: MatchSort): NonNullable<FindOptions<Match>['orderBy']> {
  return sort === MatchSort.DATE_DESC
    ? [{ scheduledDate: QueryOrder.DESC_NULLS_LAST }, { id: QueryOrder.DESC }]
    : [...FIXTURE_ORDER];
}

/** The matches that come after `key` in `matchOrder(sort)`: a keyset, so pages never repeat or skip. */
export function afterMatch(key: MatchCursorKey, sort: MatchSort): FilterQuery<Match> {
  const later = sort === MatchSort.DATE_DESC ? '$lt' : '$gt';
  if (key.date === null) return { scheduledDate: null, id: { [later]: key.id } };
  return {
    $or: [
      { scheduledDate: { [later]: key.date } },
      { scheduledDate: key.date, id: { [later]: key.id } },
      { scheduledDate: null },
    ],
  };
}

/**
 * The to-one relations of a match that its page, its card, its page's meta tags and a live push show,
 * each under the alias `findMatch` reads it as. The winner is one of the two teams.
 */
const MATCH_RELATIONS = [
  { alias: 't', entity: Tournament, column: 'tournament_id' },
  { alias: 'h', entity: Team, column: 'home_team_id' },
  { alias: 'a', entity: Team, column: 'away_team_id' },
  { alias: 'r', entity: User, column: 'referee_id' },
  { alias: 's', entity: User, column: 'scorer_id' },
] as const;

/** `findMatch`'s statement, built once from the metadata. */
const matchStatements = new WeakMap<object, string>();

/**
 * The match's columns, and each relation as one JSON object of its columns from a subquery by id.
 * Not joins: PostgreSQL planned the five left joins in 0.45-0.5 ms, three times the whole statement's
 * time with subqueries (0.12-0.19 ms planned, 0.05-0.1 ms run), on every read.
 */
function matchStatement(em: EntityManager): string {
  const metadata = em.getMetadata();
  let statement = matchStatements.get(metadata);
  if (!statement) {
    const table = (entity: EntityClass<object>) => `"${metadata.get(entity).tableName}"`;
    const relations = MATCH_RELATIONS.map(
      ({ alias, entity, column }) =>
        `(select ${jsonRecord(em, entity, alias)} from ${table(entity)} "${alias}" ` +
        `where "${alias}"."id" = "m"."${column}") as "${alias}"`,
    );
    const columns = mappedColumns(em, Match).map((name) => `"m"."${name}"`);
    statement = `select ${[...columns, ...relations].join(', ')} from ${table(Match)} "m" where "m"."id" = ?`;
    matchStatements.set(metadata, statement);
  }
  return statement;
}

/**
 * A match with its tournament, teams and officials: one statement, each record merged into the request's
 * identity map (where the `Match` type's resolvers, the policy and a live push's shared match find them).
 * `em.findOne` with the same relations populated cost three times the CPU of this read for the match page
 * (its query building and population), and one statement more. A match the request holds already is
 * answered from memory, as `em.findOne` would.
 */
export async function findMatch(em: EntityManager, id: number): Promise<Match | null> {
  const known = heldRecord(em, Match, id);
  if (known) {
    await Promise.all([
      loadRef(known.tournament),
      loadRef(known.homeTeam),
      loadRef(known.awayTeam),
      loadRef(known.referee),
      loadRef(known.scorer),
    ]);
    return known;
  }
  const [row] = await em.execute<Record<string, unknown>[]>(matchStatement(em), [id]);
  if (!row) return null;
  const columns = { ...row };
  for (const { alias, entity } of MATCH_RELATIONS) {
    const related = row[alias] as Record<string, unknown> | null;
    delete columns[alias];
    if (related) mergeRecord(em, entity as EntityClass<object>, related);
  }
  return mapRecord(em, Match, columns);
}

/**
 * The `match` query's read: `findMatch`'s statement, the match answered as a plain row (`MatchRow`) and its
 * teams kept as plain rows for the request (`cardTeams`); its tournament and officials merged into the
 * identity map, where the policy and the `Match` type's fields find them. Merging the match and its teams
 * was a fifth of the CPU of the match page. A field that needs the entity builds it from the columns this
 * read kept (`keepEntityBuilder`): no second statement. A match the request holds already is answered as
 * `findMatch` answers it.
 */
export async function findMatchView(em: EntityManager, id: number): Promise<MatchView | null> {
  if (heldRecord(em, Match, id)) return findMatch(em, id);
  const [row] = await em.execute<Record<string, unknown>[]>(matchStatement(em), [id]);
  if (!row) return null;
  const columns = { ...row };
  const platform = em.getPlatform();
  const parseDate = (value: string) => platform.parseDate(value) as Date;
  const teams: Record<string, unknown>[] = [];
  for (const { alias, entity } of MATCH_RELATIONS) {
    const related = row[alias] as Record<string, unknown> | null;
    delete columns[alias];
    if (!related) continue;
    if (entity !== Team) mergeRecord(em, entity as EntityClass<object>, related);
    else if (!heldRecord(em, Team, related.id)) {
      teams.push(related);
      keepCardTeam(em, related as TeamColumns, parseDate);
    }
  }
  const match = new MatchRow(columns as MatchColumns, parseDate);
  keepEntityBuilder(match, () => {
    for (const team of teams) mergeRecord(em, Team, team);
    return mapRecord(em, Match, columns);
  });
  return match;
}

/**
 * Many matches with their teams: the matches, then their teams in one statement of its own. Joined, every
 * row's two teams are mapped and merged again, which cost twice the CPU of the whole read at 120 matches.
 * The teams are read even when the request holds them already, so a page's statements do not depend on
 * which of its fields ran first.
 */
export async function findMatchesWithTeams(
  em: EntityManager,
  where: FilterQuery<Match>,
  options: Pick<FindOptions<Match>, 'orderBy'>,
): Promise<Match[]> {
  const matches = await em.find(Match, where, { ...options, populate: ['calendarRevision'] });
  const teamIds = new Set<number>();
  for (const match of matches) {
    if (match.homeTeam) teamIds.add(match.homeTeam.id);
    if (match.awayTeam) teamIds.add(match.awayTeam.id);
  }
  if (teamIds.size > 0) await em.find(Team, { id: { $in: [...teamIds] } }, { refresh: true });
  return matches;
}

/** The columns an entity reads (what `em.find` selects), from `alias`, each under its `prefixedNamesOf` name. */
function prefixedColumns(em: EntityManager, entity: EntityClass<object>, alias: string): RawQueryFragment[] {
  return prefixedNamesOf(em, entity, alias).map(([name, column]) => raw(`"${alias}"."${column}" as "${name}"`));
}

/** Each entity's `<alias>__<column>` names with their column, per schema (see `columnsOf`). */
const prefixedNames = new WeakMap<object, Map<string, [name: string, column: string][]>>();

function prefixedNamesOf(em: EntityManager, entity: EntityClass<object>, alias: string): [string, string][] {
  const metadata = em.getMetadata();
  let bySchema = prefixedNames.get(metadata);
  if (!bySchema) prefixedNames.set(metadata, (bySchema = new Map()));
  const key = `${entity.name} ${alias}`;
  let names = bySchema.get(key);
  if (!names) {
    names = mappedColumns(em, entity).map((column) => [`${alias}__${column}`, column]);
    bySchema.set(key, names);
  }
  return names;
}

/**
 * The `<alias>__` columns of a row, by column name: what `em.map` takes. Picked by name: scanning every
 * column of every row for the prefix was 3% of the landing page's CPU.
 */
function columnsOf(
  em: EntityManager,
  row: Record<string, unknown>,
  entity: EntityClass<object>,
  alias: string,
): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, column] of prefixedNamesOf(em, entity, alias)) columns[column] = row[name];
  return columns;
}

/** Merges the record a row holds under `alias` (its `<alias>__` columns), once per read (`mapped`). */
function mergeOnce<Entity extends object>(
  em: EntityManager,
  row: Record<string, unknown>,
  entity: EntityClass<Entity>,
  alias: string,
  mapped: Set<string>,
): void {
  const id = row[`${alias}__id`];
  const key = `${entity.name}:${String(id)}`;
  if (id === null || id === undefined || mapped.has(key)) return;
  mapped.add(key);
  mergeRecord(em, entity, columnsOf(em, row, entity, alias));
}

/** Keeps the team a card row holds under `alias` as a plain row for the request, unless it has it already. */
function keepTeamOf(
  em: EntityManager,
  row: Record<string, unknown>,
  alias: string,
  parseDate: (value: string) => Date,
): void {
  const id = row[`${alias}__id`] as number | null;
  if (id === null || id === undefined || cardTeams(em).has(id)) return;
  keepCardTeam(em, columnsOf(em, row, Team, alias) as TeamColumns, parseDate);
}

/** Keeps a card row's teams for the request and merges its tournament into the identity map, once a list. */
function keepRelated(
  em: EntityManager,
  row: Record<string, unknown>,
  mapped: Set<string>,
  parseDate: (value: string) => Date,
): void {
  keepTeamOf(em, row, 'h', parseDate);
  keepTeamOf(em, row, 'a', parseDate);
  mergeOnce(em, row, Tournament, 't', mapped);
}

/** The statements of the lists read before (`findMatchCards`). */
const cardStatements = new BuiltStatements();

/** A list of match cards as the query builder writes it: the match's columns, its teams' and tournament's. */
function matchCardsQuery(
  em: EntityManager,
  where: FilterQuery<Match>,
  orderBy: NonNullable<FindOptions<Match>['orderBy']>,
  limit: number | null,
  oneTournament: boolean,
) {
  const query = em
    .createQueryBuilder(Match, 'm')
    .select([
      ...MATCH_COLUMNS.map((column) => raw(`"m"."${column}"`)),
      ...prefixedColumns(em, Team, 'h'),
      ...prefixedColumns(em, Team, 'a'),
      ...(oneTournament ? [] : prefixedColumns(em, Tournament, 't')),
    ])
    .leftJoin('m.homeTeam', 'h')
    .leftJoin('m.awayTeam', 'a');
  // The filter's tournament conditions use this join (the builder reuses it for the same path).
  if (!oneTournament) query.join('m.tournament', 't');
  query.where(where as QBFilterQuery<Match>).orderBy(orderBy as Parameters<typeof query.orderBy>[0]);
  if (limit !== null) query.limit(limit);
  return query;
}

/** A list of cards to read: its statement, the order it is in, and whether it reads the tournament's columns. */
type CardList = { statement: string; sort: MatchSort; withTournament: boolean };

type CardRow = MatchColumns & Record<string, unknown>;

/** The public site's counts, as the landing page shows them beside its cards. */
export type SiteCounts = { tournaments: number; total: number; live: number };

/** What a request's page reads in one tick beside its lists: a list of cards, or the site's counts. */
type CardRead = CardList | 'site counts';

/**
 * Several lists of cards of the same columns as one statement: each list as it would be read alone (its
 * filter, order and limit), its rows marked with its place, and the whole put in each list's own order
 * (`matchOrder`, as the epoch and the id, negated for the latest first), so no list depends on the order
 * PostgreSQL happens to append them in. `extra`: a column every row carries (an uncorrelated subselect,
 * which PostgreSQL runs once for the statement).
 */
function cardListsStatement(lists: readonly CardList[], extra?: string): string {
  const branches = lists.map(({ statement, sort }, index) => {
    const direction = sort === MatchSort.DATE_DESC ? '-1' : '1';
    return (
      `select ${index} as "__list", ${direction} * extract(epoch from "c"."scheduled_date") as "__at", ` +
      `${direction} * "c"."id" as "__id", "c".* from (${statement}) as "c"`
    );
  });
  const columns = extra ? `*, ${extra}` : '*';
  return `select ${columns} from (${branches.join(' union all ')}) as "cards" order by "__list", "__at" asc nulls last, "__id"`;
}

/** The site's counts as one JSON column of the cards' statement. */
function siteCountsColumn(em: EntityManager): string {
  return `(select row_to_json("s") from (${siteCountStatement(em)}) as "s") as "__site"`;
}

function siteCountsOf(row: Record<string, unknown>): SiteCounts {
  return { tournaments: Number(row.tournaments), total: Number(row.total), live: Number(row.live) };
}

/** The counts' column of a card's row: JSON, parsed by the driver or (by some) left as its text. */
function carriedSiteCounts(row: CardRow): SiteCounts {
  const column = row.__site;
  return siteCountsOf((typeof column === 'string' ? JSON.parse(column) : column) as Record<string, unknown>);
}

/**
 * Each list's rows: read alone, or with the others of its columns in one statement. The site's counts, when
 * asked in the same tick, ride in the first statement as a column of its rows; read alone when there are no
 * lists or the statement found no rows to carry them.
 */
async function readCardLists(em: EntityManager, reads: readonly CardRead[]): Promise<(CardRow[] | SiteCounts)[]> {
  const answers: (CardRow[] | SiteCounts)[] = reads.map(() => []);
  // The lists' places among the reads, by their columns (with or without the tournament's).
  const byColumns = new Map<boolean, number[]>();
  reads.forEach((read, index) => {
    if (read === 'site counts') return;
    const indexes = byColumns.get(read.withTournament);
    if (indexes) indexes.push(index);
    else byColumns.set(read.withTournament, [index]);
  });
  const siteAsked = reads.includes('site counts');
  let site: SiteCounts | undefined;
  await Promise.all(
    [...byColumns.values()].map(async (indexes, group) => {
      const lists = indexes.map((index) => reads[index] as CardList);
      const carriesSite = siteAsked && group === 0;
      if (lists.length === 1 && !carriesSite) {
        answers[indexes[0]] = await em.execute<CardRow[]>(lists[0].statement);
        return;
      }
      const read = await em.execute<CardRow[]>(
        cardListsStatement(lists, carriesSite ? siteCountsColumn(em) : undefined),
      );
      if (carriesSite && read.length > 0) site = carriedSiteCounts(read[0]);
      // Each row keeps its place and order columns (`__list`, `__at`, `__id`): nothing maps them.
      for (const row of read) (answers[indexes[Number(row.__list)]] as CardRow[]).push(row);
    }),
  );
  if (siteAsked) {
    site ??= siteCountsOf(await em.execute(siteCountStatement(em), [], 'get'));
    reads.forEach((read, index) => {
      if (read === 'site counts') answers[index] = site as SiteCounts;
    });
  }
  return answers;
}

/**
 * A request's lists of cards asked in the same tick (a page's live, next and last few, each a field of its
 * own) read together, with the site's counts when the page shows them: the landing page's three lists and
 * its counts were four statements, each a round trip and a plan.
 * Not cached: a list asked again later in the request (after a mutation) is read again.
 */
const cardListLoaders = perRequest(
  (em: EntityManager) =>
    new DataLoader<CardRead, CardRow[] | SiteCounts>((reads) => readCardLists(em, reads), { cache: false }),
);

/**
 * A short public list (a page's live, next or last few) as plain rows (`MatchRow`), with its teams and
 * tournament read in the same statement: the teams kept as plain rows for the request (`cardTeams`), the
 * tournament merged into its identity map, where the card's `homeTeam`, `awayTeam` and `tournament` find
 * them. Lists a page reads side by side would otherwise each
 * load their teams in a statement of their own, and are read in one statement (`cardListLoaders`).
 * `oneTournament`: the list is of a tournament the request has read already, so its columns are left out.
 * The statement of a list asked before is not built again (`BuiltStatements`).
 */
export async function findMatchCards(
  em: EntityManager,
  where: FilterQuery<Match>,
  options: { sort: MatchSort; limit?: number | null; oneTournament?: boolean },
): Promise<MatchRow[]> {
  const { sort, oneTournament = false, limit = null } = options;
  const statement = cardStatements.statement(em.getMetadata(), { where, sort, limit, oneTournament }, () =>
    matchCardsQuery(em, where, matchOrder(sort), limit, oneTournament).getFormattedQuery(),
  );
  const rows = (await cardListLoaders(em).load({ statement, sort, withTournament: !oneTournament })) as CardRow[];
  const mapped = new Set<string>();
  const platform = em.getPlatform();
  const parseDate = (value: string) => platform.parseDate(value) as Date;
  return rows.map((row) => {
    keepRelated(em, row, mapped, parseDate);
    return new MatchRow(row, parseDate);
  });
}

export function countMatches(em: EntityManager, where: FilterQuery<Match>): Promise<number> {
  return em.count(Match, where);
}

/** Every public match a team plays in, in fixture order. */
export function findPublicMatchesOfTeam(em: EntityManager, teamId: number): Promise<Match[]> {
  return em.find(
    Match,
    { $and: [PUBLIC_MATCH, { $or: [{ homeTeam: teamId }, { awayTeam: teamId }] }] },
    { orderBy: [...FIXTURE_ORDER], populate: ['tournament', 'homeTeam', 'awayTeam', 'calendarRevision'] },
  );
}

type MatchCounts = { total: number; completed: number; upcoming: number; live: number };

type TallyRow = { status: MatchStatus; matches: number | string };

/** A tournament's tallies (a row per state: PostgreSQL keeps them as matches change, migration match_tallies) summed. */
function countsOf(tallies: TallyRow[]): MatchCounts {
  const of = (status: MatchStatus) =>
    tallies.filter((row) => row.status === status).reduce((sum, row) => sum + Number(row.matches), 0);
  return {
    total: tallies.reduce((sum, row) => sum + Number(row.matches), 0),
    completed: of(MatchStatus.completed),
    upcoming: of(MatchStatus.scheduled),
    live: of(MatchStatus.in_progress),
  };
}

/** Each tournament's match counts for one request: one statement of a few rows per tournament, whatever its size. */
const tallyLoaders = perRequest(
  (em: EntityManager) =>
    new DataLoader<number, MatchCounts>(async (ids) => {
      const rows = await em.execute<(TallyRow & { tournament_id: number })[]>(
        `select "tournament_id", "status", "matches" from "match_tallies" ` +
          `where "tournament_id" in (${ids.map(() => '?').join(', ')})`,
        [...ids],
      );
      return ids.map((id) => countsOf(rows.filter((row) => Number(row.tournament_id) === id)));
    }),
);

// A tournament's page shows its counts beside it: read in the tournament's statement.
tournamentCompanions.register({
  select: () =>
    `(select coalesce(json_agg(json_build_object('status', "mt"."status", 'matches', "mt"."matches")), '[]') ` +
    `from "match_tallies" "mt" where "mt"."tournament_id" = "t"."id")`,
  keep: (em, tournamentId, json) => tallyLoaders(em).prime(tournamentId, countsOf(json as TallyRow[])),
});

/** A tournament's matches counted: all, completed, scheduled and live (shared by a read-only request's fields). */
export function countTournamentMatches(em: EntityManager, tournamentId: number): Promise<MatchCounts> {
  return tallyLoaders(em).load(tournamentId);
}

/** `countPublicSite`'s statement, built once per schema. */
const siteCountStatements = new BuiltStatements(1);

function siteCountStatement(em: EntityManager): string {
  return siteCountStatements.statement(em.getMetadata(), 'site counts', () => {
    const publicTournaments = em
      .createQueryBuilder(Tournament, 't')
      .select('t.id')
      .where(PUBLIC_TOURNAMENT)
      .getFormattedQuery();
    return (
      `select (select count(*) from (${publicTournaments}) as "public") as tournaments, ` +
      `coalesce(sum("matches"), 0) as total, ` +
      `coalesce(sum("matches") filter (where "status" = '${MatchStatus.in_progress}'), 0) as live ` +
      `from "match_tallies" where "tournament_id" in (${publicTournaments})`
    );
  });
}

/**
 * The public tournaments and their matches, all of them and the live ones: in the statement of the lists
 * of cards asked in the same tick (the landing page's), else in one of their own.
 */
export async function countPublicSite(em: EntityManager): Promise<SiteCounts> {
  return (await cardListLoaders(em).load('site counts')) as SiteCounts;
}

/** Public scheduled matches dated after `now`. */
export function countUpcomingPublicMatches(em: EntityManager, now: Date): Promise<number> {
  return em.count(Match, { ...PUBLIC_MATCH, status: MatchStatus.scheduled, scheduledDate: { $gt: now } });
}

/** A tournament's completed matches between two known teams, in the order they were entered. */
export function findCompletedMatches(em: EntityManager, tournamentId: number): Promise<Match[]> {
  return em.find(
    Match,
    { tournament: tournamentId, status: MatchStatus.completed, homeTeam: { $ne: null }, awayTeam: { $ne: null } },
    { orderBy: { id: 'asc' } },
  );
}

/** A match that must exist, with its tournament. */
export function getMatch(em: EntityManager, id: number): Promise<Match> {
  return em.findOneOrFail(Match, { id }, { populate: ['tournament'] });
}

/**
 * A match with every to-one relation a live page shows (one joined statement): what subscriptions
 * push, shared by all the watchers of one event.
 */
export async function getLiveMatch(em: EntityManager, id: number): Promise<Match> {
  const match = await findMatch(em, id);
  if (!match) throw new NotFoundError('Match not found');
  return match;
}

/**
 * The football and undo events of a tournament's completed matches, in log order per match: what FAIR_PLAY
 * folds (undo voids the latest event in force, so every football event is read, not only the cards).
 */
export async function findFootballLogs(
  em: EntityManager,
  tournamentId: number,
): Promise<Pick<MatchEvent, 'match' | 'kind' | 'payload'>[]> {
  return em.find(
    MatchEvent,
    { match: { tournament: tournamentId, status: MatchStatus.completed }, kind: { $in: ['football', 'undo'] } },
    { orderBy: [{ match: { id: QueryOrder.ASC } }, { seq: QueryOrder.ASC }], fields: ['match', 'kind', 'payload'] },
  );
}
/** A played match as the stats read it: no entity built, the times of its row's and its tournament's last change in ms. */
export type PlayedLinesRow = {
  id: number;
  seq: number;
  updated: string;
  tournament_id: number;
  tournament_updated: string;
  balls_per_over: number;
  /** The scheduled date in ms, as text; null when undated. */
  scheduled: string | null;
  player_lines: Match['playerLines'];
};

/**
 * Played matches (completed or live, both teams known) that fit `where`, in fixture order, as plain rows
 * with their stored player lines: a season's leaderboard maps no match entity unless it must fold one again.
 */
export function findPlayedLinesRows(em: EntityManager, where: QBFilterQuery<Match>): Promise<PlayedLinesRow[]> {
  return em
    .createQueryBuilder(Match, 'm')
    .select([
      'm.id',
      'm.seq',
      raw('floor(extract(epoch from m.updated_at) * 1000)::bigint::text as updated'),
      raw('t.id as tournament_id'),
      raw('floor(extract(epoch from t.updated_at) * 1000)::bigint::text as tournament_updated'),
      raw('t.balls_per_over as balls_per_over'),
      raw('floor(extract(epoch from m.scheduled_date) * 1000)::bigint::text as scheduled'),
      raw('m.player_lines as player_lines'),
    ])
    .join('m.tournament', 't')
    .where({
      $and: [
        where,
        { status: { $in: [MatchStatus.completed, MatchStatus.in_progress] } },
        { homeTeam: { $ne: null }, awayTeam: { $ne: null } },
      ],
    })
    .orderBy([...FIXTURE_ORDER])
    .execute<PlayedLinesRow[]>('all', false);
}

/** Matches by id with their tournaments (what a fold or a player's match list needs), in no set order. */
export function findMatchesWithTournaments(em: EntityManager, ids: number[]): Promise<Match[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.find(Match, { id: { $in: ids } }, { populate: ['tournament'] });
}

/**
 * Stores freshly folded player lines, in one statement, on each match whose log is still at `seq`; written
 * past the unit of work, so a read stores them without touching the row's `updatedAt`. Rows another
 * transaction holds (a ball being scored, another reader storing) are skipped, not waited for: readers never
 * queue behind scorers nor deadlock on each other, and a skipped match is folded again by a later read.
 */
export async function storePlayerLines(
  em: EntityManager,
  rows: { id: number; seq: number; lines: { key: string; lines: unknown } }[],
): Promise<void> {
  await storeUnlocked(em, 'matches', 'player_lines', rows, (row) => [row.seq, row.lines], 'seq');
}

/**
 * Sets a JSON column past the unit of work on the rows no other transaction holds (locked in id order, the
 * rest skipped), each where its `guard` column still has the value given with it.
 */
async function storeUnlocked<Row extends { id: number }>(
  em: EntityManager,
  table: 'matches' | 'tournaments',
  column: 'player_lines' | 'player_totals',
  rows: Row[],
  values: (row: Row) => [guard: number | null, json: unknown],
  guard?: 'seq',
): Promise<void> {
  if (rows.length === 0) return;
  const marks = rows.map(() => '?').join(', ');
  await em.execute(
    `with free as (select id from ${table} where id in (${marks}) order by id for update skip locked)
     update ${table} as target set ${column} = v.json::jsonb
     from (values ${rows.map(() => '(?::int, ?::int, ?::text)').join(', ')}) as v(id, guard, json), free
     where target.id = v.id and free.id = target.id${guard ? ` and target.${guard} = v.guard` : ''}`,
    [
      ...rows.map((row) => row.id),
      ...rows.flatMap((row) => {
        const [value, json] = values(row);
        return [row.id, value, JSON.stringify(json)];
      }),
    ],
  );
}

export type TournamentTotalsRow = {
  id: number;
  balls_per_over: number;
  /** The tournament's last change in ms, as text. */
  updated: string;
  /** A digest of its played matches (id, seq, last change): moves with any ball, edit, result or deletion. */
  played: string;
  player_totals: Tournament['playerTotals'];
};

/**
 * Tournaments with their stored player totals and a digest of what those depend on, worked out in the
 * database: the board of a long season compares one short string instead of reading a row per match.
 */
export function findTournamentTotalsRows(em: EntityManager, ids: number[]): Promise<TournamentTotalsRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return em.execute<TournamentTotalsRow[]>(
    `select t.id, t.balls_per_over, t.player_totals,
            floor(extract(epoch from t.updated_at) * 1000)::bigint::text as updated,
            (select md5(coalesce(string_agg(
                      m.id || ':' || m.seq || ':' || floor(extract(epoch from m.updated_at) * 1000)::bigint,
                      ',' order by m.id), ''))
               from matches m
              where m.tournament_id = t.id and m.status in (?, ?)
                and m.home_team_id is not null and m.away_team_id is not null) as played
       from tournaments t where t.id in (${ids.map(() => '?').join(', ')})`,
    [MatchStatus.completed, MatchStatus.in_progress, ...ids],
  );
}

/**
 * Stores summed totals past the unit of work (the tournament's `updated_at` does not move). A row another
 * transaction holds is skipped, in id order, as with the lines: a later read sums it again.
 */
export async function storeTournamentTotals(
  em: EntityManager,
  rows: { id: number; totals: { key: string; totals: unknown } }[],
): Promise<void> {
  await storeUnlocked(em, 'tournaments', 'player_totals', rows, (row) => [null, row.totals]);
}

export type LoggedEvent = { kind: string; payload: Record<string, unknown> };

/** The logs of many matches in one statement, each in seq order (plain rows, not managed entities). */
export async function findMatchLogs(em: EntityManager, matchIds: number[]): Promise<Map<number, LoggedEvent[]>> {
  const logs = new Map<number, LoggedEvent[]>(matchIds.map((id) => [id, []]));
  if (matchIds.length === 0) return logs;
  const rows = await em.execute<(LoggedEvent & { match_id: number })[]>(
    `select match_id, kind, payload from match_events where match_id in (${matchIds.map(() => '?').join(', ')}) order by match_id, seq`,
    matchIds,
  );
  for (const row of rows) logs.get(Number(row.match_id))?.push({ kind: row.kind, payload: row.payload });
  return logs;
}

/** One event of a match's log by its number, or null (push notifications read the event that just happened). */
export function findMatchEvent(em: EntityManager, matchId: number, seq: number): Promise<MatchEvent | null> {
  return em.findOne(MatchEvent, { match: matchId, seq });
}

/** Each stage's matches in match order: one query per request, however many bracket labels ask. */
export const stageMatchLoaders = perRequest((em: EntityManager) => ({
  matchesByStage: childrenLoader(
    (ids) => em.find(Match, { stage: { $in: ids } }, { orderBy: { matchNumber: 'asc', id: 'asc' } }),
    (match) => match.stage!.id,
  ),
}));

/** What an organiser still has to do about a tournament's matches (the dashboard's to-do list). */
export type TournamentMatchWork = {
  /** Matches whose kick-off has passed by `resultDueBefore` with no result: scheduled or still in play. */
  resultsMissing: number;
  /** Fixtures with no date yet. */
  unscheduled: number;
  /** The teams that have a fixture in the tournament. */
  teamIds: Set<number>;
};

/** Each tournament's open match work, in one statement however many tournaments. */
export async function countTournamentMatchWork(
  em: EntityManager,
  tournamentIds: number[],
  resultDueBefore: Date,
): Promise<Map<number, TournamentMatchWork>> {
  const work = new Map<number, TournamentMatchWork>(
    tournamentIds.map((id) => [id, { resultsMissing: 0, unscheduled: 0, teamIds: new Set<number>() }]),
  );
  if (tournamentIds.length === 0) return work;
  const rows = await em.execute<
    {
      tournament_id: number;
      results_missing: string;
      unscheduled: string;
      home: number[] | null;
      away: number[] | null;
    }[]
  >(
    `select tournament_id,
       count(*) filter (where status in ('scheduled', 'in_progress') and scheduled_date < ?) as results_missing,
       count(*) filter (where status = 'scheduled' and scheduled_date is null) as unscheduled,
       array_agg(distinct home_team_id) filter (where home_team_id is not null) as home,
       array_agg(distinct away_team_id) filter (where away_team_id is not null) as away
     from matches where tournament_id in (${tournamentIds.map(() => '?').join(', ')})
     group by tournament_id`,
    [resultDueBefore, ...tournamentIds],
  );
  for (const row of rows) {
    work.set(Number(row.tournament_id), {
      resultsMissing: Number(row.results_missing),
      unscheduled: Number(row.unscheduled),
      teamIds: new Set([...(row.home ?? []), ...(row.away ?? [])].map(Number)),
    });
  }
  return work;
}
