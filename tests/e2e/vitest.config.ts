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
    // In CI a browser test that fails is run once more: on a loaded two-core machine a page can miss a
    // timeout by a hair. A test that fails twice still fails the run, and the summary names it.
    retry: process.env.CI ? 1 : 0,
    server: {
      deps: {
        inline: ['type-graphql', 'graphql-scalars', '@apollo/server', 'graphql-ws'],
      },
    },
  },
});
