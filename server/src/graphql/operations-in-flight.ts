import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Counts the operations being executed, and makes Apollo's stop wait until none is left. The HTTP drain
 * alone waits for open connections: a client that hung up (a load balancer's timeout, a closed tab) leaves
 * its operation running with no connection, and the database closed under it mid-way. Covers every way in:
 * /graphql, the REST routes and server rendering execute through Apollo, the front door's reads through `around`.
 */
export function operationsInFlight(): ApolloServerPlugin & {
  /** Counts an operation executed without Apollo (the front door's) while it runs. */
  around<T>(operation: () => Promise<T>): Promise<T>;
} {
  let running = 0;
  let idle: (() => void)[] = [];
  const finished = () => {
    running -= 1;
    if (running > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };
  return {
    async around(operation) {
      running += 1;
      try {
        return await operation();
      } finally {
        finished();
      }
    },
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
