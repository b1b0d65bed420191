import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const WEB_TESTS = ['tests/web/**/*.test.tsx', 'tests/web/**/*.test.ts'];
/** Web tests that mock a module with vi.mock. */
export const MOCKS_MODULES = [
  'tests/web/startup-tasks.test.ts',
  'tests/web/localized-errors-parsed.test.tsx',
  'tests/web/visitor-live-regions.test.ts',
];

const web = {
  environment: 'jsdom',
  setupFiles: ['tests/support/setup-web.ts'],
  // jsdom renders of whole forms take seconds on a loaded two-CPU machine; 5 s timed out there.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the CPUs: one on these two-CPU machines, where most of a
    // file's time is spent waiting on its database and server, not computing.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          setupFiles: ['tests/support/setup-server.ts'],
          // Each file's database is a copy of one migrated once per run (tests/support/database-templates.ts).
          globalSetup: ['tests/support/global-setup-server.ts'],
          // A worker imports the app once for all its files instead of once per file (that was 430 s of
          // a 850 s run): files keep no state in modules, and each opens its own database and server.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Otherwise the schema fails with "Cannot use GraphQLObjectType from another module or realm".
          server: {
            deps: {
              inline: ['type-graphql', 'graphql-scalars', '@apollo/server', '@as-integrations/express5', 'graphql-ws'],
            },
          },
        },
      },
      {
        plugins: [react()],
        test: {
          ...web,
          name: 'web',
          include: WEB_TESTS,
          exclude: MOCKS_MODULES,
          // As the server suite: a worker imports React, Chakra and the app once for all its files (imports
          // were half of this suite's time); the setup file cleans the document after each test.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        // vi.mock replaces a module for the whole worker: these files keep a module registry of their own.
        test: { ...web, name: 'web (module mocks)', include: MOCKS_MODULES },
      },
    ],
  },
});
