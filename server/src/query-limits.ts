/** The query limits every GraphQL path enforces (HTTP, the REST adapter, WebSocket subscriptions). */
export { DEFAULT_QUERY_LIMITS, type QueryLimits } from '../../shared/query-limits.js';
