import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/e2e/**/*.test.ts'],
    setupFiles: ['tests/support/setup-server.ts'],
    // Each suite's site starts from a copy of the demo (or an empty) database made once per run.
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A file at a time per CPU, each with its own site and Chromium: a browser test spends much of its
    // time waiting on the page, which another file's work fills.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker imports the app once for the files it runs; each file still starts its own site.
    isolate: false,
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
