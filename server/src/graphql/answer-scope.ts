import {
  getNamedType,
  Kind,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import type { DataScope } from '../core/data-scope.js';

/** Root fields whose whole answer is one tournament's, and the argument naming it. */
export const TOURNAMENT_ROOTS: Readonly<Record<string, string>> = {
  publicTournament: 'id',
  standings: 'tournamentId',
  tournamentMatches: 'tournamentId',
  tournamentTeams: 'tournamentId',
  fixtureBoard: 'tournamentId',
  tournamentMatchCounts: 'tournamentId',
};

/**
 * Root fields of one record of a tournament, found by the record's own id: their resolver names the
 * tournament as it runs (`readsFrom`), and the answer is that tournament's.
 */
export const RESOLVED_ROOTS: ReadonlySet<string> = new Set(['match']);

/** Root fields that answer null in every shared answer: those are an anonymous visitor's (who is there). */
const VISITOR_ROOTS: ReadonlySet<string> = new Set(['__typename', 'me']);

/**
 * Fields reachable from those roots whose value comes from other tournaments' matches (a player's
 * career, a team's other competitions): an answer selecting one depends on anything. Every other field
 * under those roots is listed in tests/server/public/answer-scope.fields.txt, so a new one fails that
 * test until it is looked at: if it can show another tournament's play, it belongs here.
 */
export const WIDE_FIELDS: ReadonlySet<string> = new Set([
  'Competition.allTimeTable',
  'Competition.archive',
  'Competition.records',
  'Competition.seasons',
  'Player.career',
  'Player.matchCount',
  'Player.matches',
  'Player.recentMatches',
  'Player.tournaments',
  'Team.headToHead',
  'Team.registrations',
  'Team.tournaments',
]);

/**
 * The document's part of the answer: null when it may read anything, else each root and the argument
 * naming its tournament (`resolved`: its resolver names it).
 */
type Roots = readonly ({ argument: ValueNode | undefined } | 'resolved')[] | null;

const analysed = new WeakMap<DocumentNode, Map<string, Roots>>();

function analyse(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Roots {
  if (operation.operation !== OperationTypeNode.QUERY) return null;
  const roots: ({ argument: ValueNode | undefined } | 'resolved')[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    const field = selection.name.value;
    if (VISITOR_ROOTS.has(field)) continue;
    if (RESOLVED_ROOTS.has(field)) {
      roots.push('resolved');
      continue;
    }
    const argumentName = TOURNAMENT_ROOTS[field];
    if (!argumentName) return null;
    roots.push({ argument: selection.arguments?.find((argument) => argument.name.value === argumentName)?.value });
  }
  // Every field the document selects anywhere (its fragments included), whatever @skip/@include say.
  let wide = false;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        if (parent && WIDE_FIELDS.has(`${getNamedType(parent).name}.${typeInfo.getFieldDef()?.name}`)) wide = true;
      },
    }),
  );
  return wide ? null : roots;
}

/**
 * The tournaments a query's answer is built from, or null when it may be built from anything (a
 * cross-tournament list, a player's career, a mutation). The document is worked out once; `resolved` is
 * what the resolvers of RESOLVED_ROOTS named while this answer was computed.
 */
export function answerScope(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | undefined,
  resolved: DataScope,
): DataScope {
  let byOperation = analysed.get(document);
  if (!byOperation) analysed.set(document, (byOperation = new Map<string, Roots>()));
  const name = operation.name?.value ?? '';
  let roots = byOperation.get(name);
  if (roots === undefined) byOperation.set(name, (roots = analyse(schema, document, operation)));
  if (roots === null) return null;
  const ids = new Set<number>();
  if (roots.includes('resolved')) {
    // A root found nothing (an unknown id): its answer names no tournament, so it is not shared by scope.
    if (resolved === null || resolved.size === 0) return null;
    for (const id of resolved) ids.add(id);
  }
  for (const root of roots) {
    if (root === 'resolved') continue;
    const { argument } = root;
    const value =
      argument?.kind === Kind.INT
        ? Number(argument.value)
        : argument?.kind === Kind.VARIABLE
          ? variables?.[argument.name.value]
          : undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) return null;
    ids.add(value);
  }
  return ids;
}
