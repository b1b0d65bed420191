import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/e2e/**/*.test.ts'],
    setupFiles: ['tests/support/setup-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time on these two-core machines.
    fileParallelism: false,
    server: {
      deps: {
        inline: ['type-graphql', 'graphql-scalars', '@apollo/server', '@as-integrations/express5', 'graphql-ws'],
      },
    },
  },
});
