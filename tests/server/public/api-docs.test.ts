import { readFile } from 'node:fs/promises';
import {
  getNamedType,
  parse,
  validate,
  isEnumType,
  isInputObjectType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppPubSub } from '../../../server/src/core/pubsub.js';
import { buildAppSchema } from '../../../server/src/app/schema.js';
import { DEFAULT_QUERY_LIMITS } from '../../../server/src/query-limits.js';
import { API_EXAMPLES, WIDGET_QUERY } from '../../../web/src/features/developers/api-examples.js';
import { DEFAULT_QUERY_LIMITS as SHOWN_LIMITS } from '../../../shared/query-limits.js';

/** The sign-in-free queries integrators build on. */
export const PUBLIC_QUERIES = [
  'publicTournaments',
  'publicTournament',
  'matches',
  'match',
  'tournamentMatches',
  'tournamentMatchCounts',
  'tournamentTeams',
  'liveMatches',
  'recentResults',
  'upcomingMatches',
  'siteStatistics',
  'standings',
];

/** Every type, field, argument and enum value reachable from the public queries that has no description. */
function undocumented(schema: GraphQLSchema, roots: string[]): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  const queryType = schema.getQueryType()!;
  const visitField = (owner: string, field: GraphQLField<unknown, unknown>) => {
    if (!field.description) missing.push(`${owner}.${field.name}`);
    for (const arg of field.args) {
      if (!arg.description) missing.push(`${owner}.${field.name}(${arg.name})`);
      visitType(getNamedType(arg.type));
    }
    visitType(getNamedType(field.type));
  };
  const visitType = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || type.name.startsWith('__')) return;
    seen.add(type.name);
    if (isObjectType(type)) {
      if (!type.description) missing.push(type.name);
      for (const field of Object.values(type.getFields())) visitField(type.name, field);
    } else if (isInputObjectType(type)) {
      if (!type.description) missing.push(type.name);
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        visitType(getNamedType(field.type));
      }
    } else if (isEnumType(type)) {
      if (!type.description) missing.push(type.name);
    } else if (!type.description) {
      missing.push(type.name);
    }
  };
  for (const name of roots) {
    const field = queryType.getFields()[name];
    if (!field) {
      missing.push(`Query.${name} (absent)`);
      continue;
    }
    visitField('Query', field);
  }
  return missing;
}

describe('integrator API documentation', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema(createAppPubSub());
  });

  it('the README’s example operations are valid against the schema', async () => {
    const readme = await readFile('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Using the API'));
    const examples = [...section.matchAll(/```graphql\n([\s\S]*?)```/g)].map((found) => found[1]);
    expect(examples.length).toBeGreaterThanOrEqual(3);
    for (const example of examples) {
      expect(validate(schema, parse(example)).map((error) => error.message)).toEqual([]);
    }
  });

  it('the API page’s examples and widget query are valid against the schema', () => {
    const operations = [...Object.values(API_EXAMPLES), WIDGET_QUERY];
    for (const operation of operations) {
      expect(validate(schema, parse(operation)).map((error) => error.message)).toEqual([]);
    }
  });

  it('the API page shows the limits the server applies by default', () => {
    expect(SHOWN_LIMITS).toBe(DEFAULT_QUERY_LIMITS);
  });

  it('describes every type, field and argument a public query reaches, so Apollo Sandbox documents itself', () => {
    expect(undocumented(schema, PUBLIC_QUERIES)).toEqual([]);
  });
});
