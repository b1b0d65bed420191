import type { RequestContext } from '../../core/request-context.js';
import type { User } from './user.entity.js';

/**
 * What every resolver sees: the plain request context services take, with the signed-in User. It sits
 * beside User, below every domain that resolves anything; the GraphQL adapter builds it (graphql/context.ts).
 */
export type GraphQLContext = RequestContext<User>;
