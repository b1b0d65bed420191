/** The query limits every GraphQL path enforces (HTTP, the REST adapter, WebSocket subscriptions). */
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
