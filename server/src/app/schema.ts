import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { AppPubSub } from '../core/pubsub.js';
import { resolvers } from './resolvers.js';
import { guardArguments } from '../core/graphql/validation.js';
import { leanFieldResolvers } from '../core/graphql/lean-field-resolvers.js';

export async function buildAppSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    pubSub,
    validate: false,
    // Services check input with zod and name the field at fault; no class-validator here.
  });
  // No global middlewares or container above: the lean resolvers' condition.
  leanFieldResolvers(schema, resolvers);
  // Every argument: no control characters (NUL…), no huge text, no date outside a sane range.
  return guardArguments(schema);
}

/** The SDL committed as schema.graphql: sorted, so the file changes only when the API does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
