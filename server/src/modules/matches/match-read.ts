import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/errors.js';
import {
  columnsBut,
  heldRecord,
  jsonRecord,
  mapRecord,
  mappedColumns,
  mergeRecord,
  rowDateParser,
} from '../../db/plain-reads.js';
import { executeRead } from '../../db/parameterized-reads.js';
import { Team } from '../teams/team.entity.js';
import { keepCardTeam, type TeamColumns } from '../teams/team-row.js';
import { Tournament } from '../tournaments/tournament.entity.js';
import { keepTournamentRow, type TournamentColumns } from '../tournaments/tournament-row.js';
import { User } from '../users/user.entity.js';
import { Match } from './match.entity.js';
import { keepEntityBuilder, loadRef, MatchRow, type MatchColumns, type MatchView } from './match-row.js';

// One match read whole (its page, its share previews, a live push): the match and its to-one relations.

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

const RELATION_ALIASES: readonly string[] = MATCH_RELATIONS.map(({ alias }) => alias);

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
  const [row] = await executeRead<Record<string, unknown>>(em, { sql: matchStatement(em), values: [id] });
  if (!row) return null;
  const columns = columnsBut(row, RELATION_ALIASES);
  for (const { alias, entity } of MATCH_RELATIONS) {
    const related = row[alias] as Record<string, unknown> | null;
    if (related) mergeRecord(em, entity as EntityClass<object>, related);
  }
  return mapRecord(em, Match, columns);
}

/**
 * The `match` query's read: `findMatch`'s statement, the match answered as a plain row (`MatchRow`), its
 * teams and its tournament kept as plain rows for the request (`cardTeams`, `heldTournament`), where the
 * policy and the `Match` type's fields find them; its officials merged into the identity map. Merging the
 * match and its teams was a fifth of the CPU of the match page, its tournament an eighth. A field that needs the entity builds it from the columns this
 * read kept (`keepEntityBuilder`): no second statement. A match the request holds already is answered as
 * `findMatch` answers it.
 */
export async function findMatchView(em: EntityManager, id: number): Promise<MatchView | null> {
  if (heldRecord(em, Match, id)) return findMatch(em, id);
  const [row] = await executeRead<Record<string, unknown>>(em, { sql: matchStatement(em), values: [id] });
  if (!row) return null;
  const columns = columnsBut(row, RELATION_ALIASES);
  const parseDate = rowDateParser(em);
  // The teams and the tournament kept as plain rows, merged should a field need the match's entity.
  const kept: [EntityClass<object>, Record<string, unknown>][] = [];
  for (const { alias, entity } of MATCH_RELATIONS) {
    const related = row[alias] as Record<string, unknown> | null;
    if (!related) continue;
    if (entity === Team) {
      if (heldRecord(em, Team, related.id)) continue;
      kept.push([Team, related]);
      keepCardTeam(em, related as TeamColumns, parseDate);
    } else if (entity === Tournament) {
      if (heldRecord(em, Tournament, related.id)) continue;
      kept.push([Tournament, related]);
      keepTournamentRow(em, related as TournamentColumns, parseDate);
    } else mergeRecord(em, entity as EntityClass<object>, related);
  }
  const match = new MatchRow(columns as MatchColumns, parseDate);
  keepEntityBuilder(match, () => {
    for (const [entity, related] of kept) mergeRecord(em, entity, related);
    return mapRecord(em, Match, columns);
  });
  return match;
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
