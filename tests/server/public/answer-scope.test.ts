import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  type DocumentNode,
  type GraphQLNamedType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { DataScope } from '../../../server/src/core/data-scope.js';
import {
  answerScope,
  RESOLVED_ROOTS,
  TOURNAMENT_ROOTS,
  WIDE_FIELDS,
} from '../../../server/src/graphql/answer-scope.js';
import {
  BracketPageDocument,
  BrowseTournamentsDocument,
  EmbedFixturesDocument,
  EmbedMatchDocument,
  EmbedStandingsDocument,
  LandingDocument,
  LeadersPageDocument,
  MatchCentreCricketDocument,
  MatchCentreSidesDocument,
  MatchPageDocument,
  PlayerPageDocument,
  PublicFixturesPageDocument,
  StandingsPageDocument,
  TeamPageDocument,
  TournamentPageDocument,
} from '../../../web/src/gql/graphql.js';

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

function scopeOf(source: string | DocumentNode, variables?: Record<string, unknown>, resolved: DataScope = null) {
  const document = typeof source === 'string' ? parse(source) : source;
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return answerScope(schema, document, operation as OperationDefinitionNode, variables, resolved);
}

describe('the tournaments a shared answer is built from', () => {
  it('names the tournament of a tournament page, from a variable or a literal', () => {
    const page = `query Page($id: Int!) {
      publicTournament(id: $id) { name matches { id homeTeamScore homeTeam { name } } }
      standings(tournamentId: $id) { position points }
    }`;
    expect(scopeOf(page, { id: 7 })).toEqual(new Set([7]));
    expect(scopeOf('{ tournamentTeams(tournamentId: 3) { name } __typename }')).toEqual(new Set([3]));
    // Who is there: in an answer shared with anonymous visitors, nobody; it depends on no tournament.
    expect(scopeOf('query Viewer { me { id name } }')).toEqual(new Set());
    expect(scopeOf('query ($id: Int!) { me { id } standings(tournamentId: $id) { points } }', { id: 5 })).toEqual(
      new Set([5]),
    );
    expect(
      scopeOf(
        'query ($a: Int!, $b: Int!) { a: standings(tournamentId: $a) { points } b: standings(tournamentId: $b) { points } }',
        { a: 1, b: 2 },
      ),
    ).toEqual(new Set([1, 2]));
  });

  it('names the tournament a match was found in, as its resolver told', () => {
    expect(scopeOf('{ match(id: 1) { id homeTeamScore tournament { name } } }', {}, new Set([9]))).toEqual(
      new Set([9]),
    );
    expect(
      scopeOf(
        'query ($id: Int!) { match(id: 1) { id } standings(tournamentId: $id) { points } }',
        { id: 2 },
        new Set([9]),
      ),
    ).toEqual(new Set([2, 9]));
    // Not found (or not told): the answer is not shared by scope.
    expect(scopeOf('{ match(id: 1) { id } }')).toBeNull();
    expect(scopeOf('{ match(id: 1) { id } }', {}, new Set())).toBeNull();
  });

  it('scopes every public page of a tournament or a match to it, and the cross-tournament pages to anything', () => {
    const id = { id: 7 };
    for (const [name, document, variables] of [
      ['tournament', TournamentPageDocument, { ...id, live: 20, upcoming: 5, recent: 5 }],
      ['standings', StandingsPageDocument, id],
      ['leaders', LeadersPageDocument, { ...id, limit: 10 }],
      ['bracket', BracketPageDocument, id],
      ['fixtures', PublicFixturesPageDocument, id],
      ['embedded standings', EmbedStandingsDocument, id],
      ['embedded fixtures', EmbedFixturesDocument, { ...id, upcoming: 5, recent: 5 }],
      ['match', MatchPageDocument, id],
      ['embedded match', EmbedMatchDocument, id],
      ['match centre', MatchCentreCricketDocument, id],
      ['match sides', MatchCentreSidesDocument, id],
    ] as const) {
      expect(scopeOf(document, variables, new Set([7])), name).toEqual(new Set([7]));
    }
    for (const document of [LandingDocument, BrowseTournamentsDocument, TeamPageDocument, PlayerPageDocument]) {
      expect(scopeOf(document, { id: 7 }, new Set([7]))).toBeNull();
    }
  });

  it('answers anything for lists across tournaments and mutations', () => {
    expect(scopeOf('{ recentResults { id } }')).toBeNull();
    expect(
      scopeOf('query ($id: Int!) { publicTournament(id: $id) { name } recentResults { id } }', { id: 1 }),
    ).toBeNull();
    expect(scopeOf('mutation { ping }')).toBeNull();
    // An id that is not a number names nothing: the answer is treated as reading anything.
    expect(scopeOf('query ($id: Int!) { publicTournament(id: $id) { name } }', { id: '7' })).toBeNull();
  });

  it('answers anything when the selection reaches another tournament’s play, through fragments too', () => {
    const career = `query ($id: Int!) {
      publicTournament(id: $id) { matches { homeTeam { ...Team } } }
    }
    fragment Team on Team { members { name } tournaments { name } }`;
    expect(scopeOf(career, { id: 4 })).toBeNull();
    const skipped = `query ($id: Int!, $no: Boolean!) {
      tournamentTeams(tournamentId: $id) { name registrations @include(if: $no) { tournamentId } }
    }`;
    expect(scopeOf(skipped, { id: 4, no: false })).toBeNull();
  });

  it('has every field under a tournament root looked at: a new one is checked for other tournaments’ play', async () => {
    // Adding a field changes this list: if the field can show another tournament's matches or figures,
    // it goes into WIDE_FIELDS (server/src/graphql/answer-scope.ts) before the list is updated.
    const seen = new Set<string>();
    const local: string[] = [];
    const visitType = (type: GraphQLNamedType) => {
      if (seen.has(type.name)) return;
      seen.add(type.name);
      if (isUnionType(type)) type.getTypes().forEach(visitType);
      if (!isObjectType(type) && !isInterfaceType(type)) return;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        if (WIDE_FIELDS.has(coordinate)) continue;
        local.push(coordinate);
        visitType(getNamedType(field.type));
      }
    };
    const queryFields = schema.getQueryType()!.getFields();
    for (const [root, argument] of Object.entries(TOURNAMENT_ROOTS)) {
      expect(queryFields[root]?.args.map((arg) => arg.name)).toContain(argument);
      visitType(getNamedType(queryFields[root].type));
    }
    for (const root of RESOLVED_ROOTS) visitType(getNamedType(queryFields[root].type));
    for (const wide of WIDE_FIELDS) {
      const [type, field] = wide.split('.');
      expect(
        isObjectType(schema.getType(type)) && (schema.getType(type) as { getFields(): object }).getFields(),
      ).toHaveProperty(field);
    }
    await expect([...local].sort().join('\n') + '\n').toMatchFileSnapshot('./answer-scope.fields.txt');
  });
});
