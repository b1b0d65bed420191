// `npm test`: every check the project has, in order, ending with one "N passed, N failed" line.
// Uses TEST_DATABASE_URL for the server tests when set; the embedded database otherwise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    summarize();
    process.exit(result.status ?? 1);
  }
}

function summarize() {
  let passed = 0;
  let failed = 0;
  for (const name of ['unit', 'e2e']) {
    try {
      const report = JSON.parse(readFileSync(`${reports}/${name}.json`, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } catch {
      // That stage did not run.
    }
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
}

const npx = 'npx';
run('lint', npx, ['eslint', '.']);
run('format', npx, ['prettier', '--check', '.']);
run('typecheck (server, tests)', npx, ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('typecheck (web)', npx, ['tsc', '-p', 'web/tsconfig.json', '--noEmit']);
run('generated client is current', npx, ['graphql-codegen', '--config', 'codegen.ts', '--check']);
run('unit and integration tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/unit.json`,
]);
run('build', 'npm', ['run', 'build']);
run('end-to-end tests', npx, [
  'vitest',
  'run',
  '--config',
  'tests/e2e/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/e2e.json`,
]);
summarize();
