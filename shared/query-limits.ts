/**
 * The query limits every GraphQL path enforces by default (HTTP, the REST adapter, WebSocket
 * subscriptions). Shared so the site's API page shows the numbers the server applies; an operator may
 * change them with the GRAPHQL_MAX_* settings.
 */
export type QueryLimits = {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
};

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2000,
  maxCost: 5000,
};
