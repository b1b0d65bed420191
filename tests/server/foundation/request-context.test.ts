import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../server/src/config.js';
import type { AppPubSub } from '../../../server/src/core/pubsub.js';
import { createContext } from '../../../server/src/graphql/context.js';
import type { Logger } from '../../../server/src/logger.js';

/** Apollo Server's copy of each request's context (`cloneObject` in its ApolloServer.js). */
const copiedAsApolloDoes = <T extends object>(context: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(context) as object) as T, context);

describe("a GraphQL request's context", () => {
  it('forks its entity manager only when asked for it, through the copy Apollo makes, and once', async () => {
    const forks: object[] = [];
    const root = {
      fork: () => {
        const em = { name: `fork ${forks.length + 1}` };
        forks.push(em);
        return em;
      },
    } as unknown as EntityManager;
    const deps = { em: root, pubSub: {} as AppPubSub, config: {} as Config, logger: {} as Logger };

    const context = copiedAsApolloDoes(await createContext(deps, undefined));
    // A shared answer from the response cache reads nothing: nothing is forked for it.
    expect(forks).toHaveLength(0);
    expect(context.viewer).toBeNull();
    const em = context.em;
    expect(forks).toEqual([em]);
    expect(context.em).toBe(em);
    expect(forks).toHaveLength(1);
  });
});
