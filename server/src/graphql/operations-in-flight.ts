import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Counts the operations being executed, and makes Apollo's stop wait until none is left. The HTTP drain
 * alone waits for open connections: a client that hung up (a load balancer's timeout, a closed tab) leaves
 * its operation running with no connection, and the database closed under it mid-way. Covers every way in:
 * /graphql, the REST routes and server rendering all execute through Apollo.
 */
export function operationsInFlight(): ApolloServerPlugin {
  let running = 0;
  let idle: (() => void)[] = [];
  const finished = () => {
    running -= 1;
    if (running > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
    async requestDidStart() {
      running += 1;
      let done = false;
      return {
        // Called for every request that started, answered or failed (Apollo sends an error response too).
        // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
        async willSendResponse() {
          if (done) return;
          done = true;
          finished();
        },
      };
    },
    // eslint-disable-next-line @typescript-eslint/require-await -- Apollo's plugin hooks return promises
    async serverWillStart() {
      return {
        async drainServer() {
          if (running === 0) return;
          await new Promise<void>((resolve) => idle.push(resolve));
        },
      };
    },
  };
}
