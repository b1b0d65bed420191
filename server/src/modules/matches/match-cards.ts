import DataLoader from 'dataloader';
import { raw, type EntityClass, type FilterQuery, type FindOptions, type RawQueryFragment } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { BuiltStatements } from '../../db/built-statements.js';
import { executeRead, parameterizedRead, type ParameterizedRead } from '../../db/parameterized-reads.js';
import { perRequest } from '../../db/loaders.js';
import { packedColumnsOf, packedSelect, unpackedRecord, type PackedColumn } from '../../db/packed-rows.js';
import { mappedColumns, rowDateParser } from '../../db/plain-reads.js';
import { Team } from '../teams/team.entity.js';
import { cardTeams, keepCardTeam, type TeamColumns } from '../teams/team-row.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { heldTournament, keepTournamentRow, type TournamentColumns } from '../tournaments/tournament-row.js';
import { MatchSort } from './match-cursor.js';
import { Match } from './match.entity.js';
import { MATCH_COLUMNS, MatchRow, type MatchColumns } from './match-row.js';
import { siteCountStatement, type SiteCounts } from './match-tallies.js';
import { matchOrder } from './matches.queries.js';

// The public lists of match cards as plain rows, the lists a page asks for in one tick read in one
// statement, with the site's counts riding along when the page shows them.

/** The columns an entity reads (what `em.find` selects), from `alias`, each under its `prefixedNamesOf` name. */
function prefixedColumns(em: EntityManager, entity: EntityClass<object>, alias: string): RawQueryFragment[] {
  return prefixedNamesOf(em, entity, alias).map(([name, column]) => raw(`"${alias}"."${column}" as "${name}"`));
}

/** Each entity's `<alias>__<column>` names with their column, per schema (see `columnsOf`). */
const prefixedNames = new WeakMap<object, Map<string, [name: string, column: string][]>>();

function prefixedNamesOf(em: EntityManager, entity: EntityClass<object>, alias: string): [string, string][] {
  const metadata = em.getMetadata();
  let bySchema = prefixedNames.get(metadata);
  if (!bySchema) prefixedNames.set(metadata, (bySchema = new Map<string, [name: string, column: string][]>()));
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

/** Keeps the tournament a card row holds (its `t__` columns) as a plain row for the request, unless it has it. */
function keepTournamentOf(em: EntityManager, row: Record<string, unknown>, parseDate: (value: string) => Date): void {
  const id = row.t__id as number | null | undefined;
  if (id === null || id === undefined || heldTournament(em, id)) return;
  keepTournamentRow(em, columnsOf(em, row, Tournament, 't') as TournamentColumns, parseDate);
}

/** Keeps a card row's teams and tournament for the request as plain rows, once a list. */
function keepRelated(em: EntityManager, row: Record<string, unknown>, parseDate: (value: string) => Date): void {
  keepTeamOf(em, row, 'h', parseDate);
  keepTeamOf(em, row, 'a', parseDate);
  keepTournamentOf(em, row, parseDate);
}

/** The statements of the lists read before (`findMatchCards`). */
const cardStatements = new BuiltStatements<ParameterizedRead>();

/**
 * A list of match cards as the query builder writes it: the match's columns, its teams' and tournament's.
 * The list's matches are picked, ordered and cut to its length first, and their teams joined to those few:
 * joined before the cut, PostgreSQL read every team of the site to join them to all the matches the filter
 * kept (prepared, on the peers bench's data: a team page's lists 0.95 -> 0.40 ms, the landing page's 1.53 ->
 * 1.32, a tournament's 0.74 -> 0.55).
 */
function matchCardsQuery(
  em: EntityManager,
  where: FilterQuery<Match>,
  orderBy: NonNullable<FindOptions<Match>['orderBy']>,
  limit: number | null,
  oneTournament: boolean,
) {
  const order = orderBy as Parameters<ReturnType<EntityManager['createQueryBuilder']>['orderBy']>[0];
  const matches = em
    .createQueryBuilder(Match, 'm')
    .select([
      ...MATCH_COLUMNS.map((column) => raw(`"m"."${column}"`)),
      ...(oneTournament ? [] : prefixedColumns(em, Tournament, 't')),
    ]);
  // The filter's tournament conditions use this join (the builder reuses it for the same path).
  if (!oneTournament) matches.join('m.tournament', 't');
  matches.where(where as QBFilterQuery<Match>).orderBy(order);
  if (limit !== null) matches.limit(limit);
  return em
    .createQueryBuilder(Match, 'm')
    .from(matches, 'm')
    .select([raw('"m".*'), ...prefixedColumns(em, Team, 'h'), ...prefixedColumns(em, Team, 'a')])
    .leftJoin('m.homeTeam', 'h')
    .leftJoin('m.awayTeam', 'a')
    .orderBy(order);
}

/** A list of cards to read: its statement, the order it is in, and whether it reads the tournament's columns. */
type CardList = { read: ParameterizedRead; sort: MatchSort; withTournament: boolean };

type CardRow = MatchColumns & Record<string, unknown>;

/** What a request's page reads in one tick beside its lists: a list of cards, or the site's counts. */
type CardRead = CardList | 'site counts';

/** The name the lists' statement gives each card's packed columns. */
const CARD = '__card';

/**
 * A card's columns as the lists' statement packs them (db/packed-rows.ts): the match's, its tournament's
 * (unless the lists are of a tournament the request has read), its home and away teams'. Per schema.
 */
const cardColumns = new WeakMap<object, Map<boolean, PackedColumn[]>>();

function packedCardColumns(em: EntityManager, withTournament: boolean): PackedColumn[] {
  const metadata = em.getMetadata();
  let byKind = cardColumns.get(metadata);
  if (!byKind) cardColumns.set(metadata, (byKind = new Map<boolean, PackedColumn[]>()));
  let columns = byKind.get(withTournament);
  if (!columns) {
    const source = '"cards"';
    columns = [
      ...packedColumnsOf(em, Match, MATCH_COLUMNS, source),
      ...(withTournament ? packedColumnsOf(em, Tournament, mappedColumns(em, Tournament), source, 't__') : []),
      ...packedColumnsOf(em, Team, mappedColumns(em, Team), source, 'h__'),
      ...packedColumnsOf(em, Team, mappedColumns(em, Team), source, 'a__'),
    ];
    byKind.set(withTournament, columns);
  }
  return columns;
}

/**
 * One or more lists of cards of the same columns as one statement: each list as it would be read alone (its
 * filter, order and limit), its rows marked with its place, and the whole put in each list's own order
 * (`matchOrder`, as the epoch and the id, negated for the latest first), so no list depends on the order
 * PostgreSQL happens to append them in. Each card's columns come packed as one JSON array (`CARD`).
 * `extra`: a column every row carries (an uncorrelated subselect, which PostgreSQL runs once for the statement).
 */
function cardListsStatement(lists: readonly CardList[], columns: readonly PackedColumn[], extra?: string): string {
  const branches = lists.map(({ read, sort }, index) => {
    const direction = sort === MatchSort.DATE_DESC ? '-1' : '1';
    return (
      `select ${index} as "__list", ${direction} * extract(epoch from "c"."scheduled_date") as "__at", ` +
      `${direction} * "c"."id" as "__id", "c".* from (${read.sql}) as "c"`
    );
  });
  const selected = [`"__list"`, `${packedSelect(columns)} as "${CARD}"`, ...(extra ? [extra] : [])];
  return (
    `select ${selected.join(', ')} from (${branches.join(' union all ')}) as "cards" ` +
    `order by "__list", "__at" asc nulls last, "__id"`
  );
}

/** Each list's read, numbered once: the key of the statements built of them. */
const listNumbers = new WeakMap<ParameterizedRead, number>();
let nextListNumber = 1;

/**
 * The statements built for sets of lists before, by their lists (and orders) and whether the site's counts
 * ride: a page's statement is the same string on every visit, whose hash V8 keeps (see `numberedText`).
 * Cleared wholesale past its bound, as the built lists are.
 */
const listsStatements = new WeakMap<object, Map<string, string>>();
const KEPT_LISTS_STATEMENTS = 1_000;

function listsStatement(em: EntityManager, lists: readonly CardList[], carriesSite: boolean): ParameterizedRead {
  const metadata = em.getMetadata();
  let statements = listsStatements.get(metadata);
  if (!statements) listsStatements.set(metadata, (statements = new Map<string, string>()));
  const key =
    lists
      .map(({ read, sort }) => {
        let number = listNumbers.get(read);
        if (number === undefined) listNumbers.set(read, (number = nextListNumber++));
        return `${number}:${sort}`;
      })
      .join(',') + (carriesSite ? ' site' : '');
  let sql = statements.get(key);
  if (sql === undefined) {
    if (statements.size >= KEPT_LISTS_STATEMENTS) statements.clear();
    const columns = packedCardColumns(em, lists[0].withTournament);
    sql = cardListsStatement(lists, columns, carriesSite ? siteCountsColumn(em) : undefined);
    statements.set(key, sql);
  }
  // Each list's values in the order its text comes in.
  return { sql, values: lists.flatMap(({ read }) => read.values) };
}

/** The site's counts as one JSON column of the cards' statement. */
function siteCountsColumn(em: EntityManager): string {
  return `(select row_to_json("s") from (${siteCountStatement(em)}) as "s") as "__site"`;
}

function siteCountsOf(row: Record<string, unknown>): SiteCounts {
  return { tournaments: Number(row.tournaments), total: Number(row.total), live: Number(row.live) };
}

/** The counts' column of a card's row: JSON, parsed by the driver or (by some) left as its text. */
function carriedSiteCounts(row: Record<string, unknown>): SiteCounts {
  const column = row.__site;
  return siteCountsOf((typeof column === 'string' ? JSON.parse(column) : column) as Record<string, unknown>);
}

/**
 * Each list's rows, the lists of the same columns read in one statement. The site's counts, when asked in
 * the same tick, ride in the first statement as a column of its rows; read alone when there are no lists or
 * the statement found no rows to carry them.
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
    [...byColumns].map(async ([withTournament, indexes], group) => {
      const lists = indexes.map((index) => reads[index] as CardList);
      const carriesSite = siteAsked && group === 0;
      const read = await executeRead<Record<string, unknown>>(em, listsStatement(em, lists, carriesSite));
      if (carriesSite && read.length > 0) site = carriedSiteCounts(read[0]);
      const columns = packedCardColumns(em, withTournament);
      for (const row of read) {
        (answers[indexes[Number(row.__list)]] as CardRow[]).push(unpackedRecord(columns, row[CARD]) as CardRow);
      }
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
 * tournament read in the same statement, kept as plain rows for the request (`cardTeams`, `heldTournament`),
 * where the card's `homeTeam`, `awayTeam` and `tournament` find them. Lists a page reads side by side would
 * otherwise each
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
  const read = cardStatements.statement(em.getMetadata(), { where, sort, limit, oneTournament }, () =>
    parameterizedRead(matchCardsQuery(em, where, matchOrder(sort), limit, oneTournament)),
  );
  const rows = (await cardListLoaders(em).load({ read, sort, withTournament: !oneTournament })) as CardRow[];
  const parseDate = rowDateParser(em);
  return rows.map((row) => {
    keepRelated(em, row, parseDate);
    return new MatchRow(row, parseDate);
  });
}

/**
 * The public tournaments and their matches, all of them and the live ones: in the statement of the lists
 * of cards asked in the same tick (the landing page's), else in one of their own.
 */
export async function countPublicSite(em: EntityManager): Promise<SiteCounts> {
  return (await cardListLoaders(em).load('site counts')) as SiteCounts;
}
