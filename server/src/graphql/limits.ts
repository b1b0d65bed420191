import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { LRUCache } from 'lru-cache';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

import { DEFAULT_QUERY_LIMITS, type QueryLimits } from '../query-limits.js';

export { DEFAULT_QUERY_LIMITS, type QueryLimits };

/**
 * Cost model of graphql-armor's cost limit: a scalar costs 1, an object 2, and each level deeper
 * multiplies its children by `depthCostFactor`. Armor multiplies by list size only when a field has a
 * literal `first`/`last` argument; our lists mostly take none (or `limit`, or a variable), so the
 * depth factor stands in for the fan-out of a list: 3 rows a level.
 */
export const COST_MODEL = { scalarCost: 1, objectCost: 2, depthCostFactor: 3 } as const;

type LimitName = keyof QueryLimits;

/** Reports a refused query as a validation error that names the limit and its value. */
function reject(limit: LimitName, max: number) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit, max },
      }),
    );
  };
}

function armorFor(limits: QueryLimits, isProduction: boolean): ApolloArmor {
  return new ApolloArmor({
    maxDepth: {
      n: limits.maxDepth,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [reject('maxDepth', limits.maxDepth)],
    },
    maxAliases: {
      n: limits.maxAliases,
      propagateOnRejection: false,
      onReject: [reject('maxAliases', limits.maxAliases)],
    },
    maxDirectives: {
      n: limits.maxDirectives,
      propagateOnRejection: false,
      onReject: [reject('maxDirectives', limits.maxDirectives)],
    },
    costLimit: {
      maxCost: limits.maxCost,
      ...COST_MODEL,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [reject('maxCost', limits.maxCost)],
    },
    // graphql-js enforces the token limit while parsing (see queryLimitParseOptions), before validation.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: isProduction },
  });
}

/** Validation rules for depth, aliases, directives and cost: run them wherever a document is validated. */
export function queryLimitRules(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ValidationRule[] {
  return armorFor(limits, false).protect().validationRules;
}

/** Parse options for graphql-js: stops parsing a document longer than the token limit. */
export function queryLimitParseOptions(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

const GRAPHQL_JS_TOKEN_ERROR = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;

/** Gives graphql-js's token error the wording and extensions of the other limits. */
function nameTokenLimit(error: GraphQLError, maxTokens: number): void {
  if (!GRAPHQL_JS_TOKEN_ERROR.test(error.message)) return;
  error.message = `Token limit of ${maxTokens} exceeded.`;
  Object.assign(error.extensions, { limit: 'maxTokens', max: maxTokens });
}

/**
 * Parses a document under the token limit (for paths outside Apollo, such as graphql-ws's
 * `onSubscribe`): throws a GraphQLError naming the limit, like Apollo answers.
 */
export function parseWithLimits(source: string, limits: QueryLimits = DEFAULT_QUERY_LIMITS): DocumentNode {
  try {
    return parse(source, queryLimitParseOptions(limits));
  } catch (error) {
    if (error instanceof GraphQLError) {
      nameTokenLimit(error, limits.maxTokens);
      if (error.extensions.limit) Object.assign(error.extensions, { code: 'GRAPHQL_PARSE_FAILED' });
    }
    throw error;
  }
}

/** Everything Apollo Server needs: limits, the token cap and, in production, no "Did you mean" hints. */
export function apolloQueryLimits(
  limits: QueryLimits,
  isProduction: boolean,
): { validationRules: ValidationRule[]; parseOptions: ParseOptions; plugins: ApolloServerPlugin[] } {
  const { validationRules, plugins } = armorFor(limits, isProduction).protect();
  const tokenLimit: ApolloServerPlugin = {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
    async requestDidStart() {
      return {
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async didEncounterErrors({ errors }) {
          for (const error of errors) nameTokenLimit(error, limits.maxTokens);
        },
      };
    },
  };
  return {
    validationRules,
    parseOptions: queryLimitParseOptions(limits),
    plugins: [...(plugins as ApolloServerPlugin[]), tokenLimit],
  };
}

/** Strips graphql-js's "Did you mean …?" hints from a message (for paths Apollo's plugin does not see). */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean .+\?/g, '');
}

/**
 * The same checks for GraphQL over WebSocket: call it from graphql-ws's `onSubscribe` and return its
 * `errors` (the client gets an error message for that operation) or build the execution args from
 * its `document`.
 */
export type CheckedDocument =
  { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] };

export function checkDocument(
  schema: GraphQLSchema,
  source: string,
  limits: QueryLimits,
  isProduction: boolean,
): CheckedDocument {
  let document: DocumentNode;
  try {
    document = parseWithLimits(source, limits);
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  const errors = validate(schema, document, [...specifiedRules, ...queryLimitRules(limits)]);
  if (errors.length === 0) return { document };
  return {
    errors: isProduction
      ? errors.map(
          (error) =>
            new GraphQLError(withoutSuggestions(error.message), { nodes: error.nodes, extensions: error.extensions }),
        )
      : errors,
  };
}

/** How many documents' checks a server keeps, and how much of their text (characters) at most. */
export const KEPT_CHECKS = { documents: 500, characters: 4_000_000 } as const;

/**
 * `checkDocument` with each document's verdict kept by its text: a crowd subscribes with a handful of
 * documents, and each socket's parse and validation of the same text cost half a millisecond (5,000 sockets
 * subscribing to one instance spent 3 s of its CPU on them). The document is only read by what executes it.
 */
export function createDocumentChecker(
  schema: GraphQLSchema,
  limits: QueryLimits,
  isProduction: boolean,
  kept: { documents: number; characters: number } = KEPT_CHECKS,
): (source: string) => CheckedDocument {
  const checked = new LRUCache<string, CheckedDocument>({
    max: kept.documents,
    maxSize: kept.characters,
    sizeCalculation: (_verdict, source) => Math.max(1, source.length),
  });
  return (source) => {
    let verdict = checked.get(source);
    if (!verdict) {
      verdict = checkDocument(schema, source, limits, isProduction);
      // A text longer than all that is kept is checked each time rather than emptying the cache for it.
      if (source.length <= kept.characters) checked.set(source, verdict);
    }
    return verdict;
  };
}
