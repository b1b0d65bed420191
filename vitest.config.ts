import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          setupFiles: ['tests/support/setup-server.ts'],
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
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.tsx', 'tests/web/**/*.test.ts'],
          setupFiles: ['tests/support/setup-web.ts'],
          // jsdom renders of whole forms take seconds on a loaded two-CPU machine; 5 s timed out there.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
