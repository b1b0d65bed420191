// `npm test`: every check the project has, in order, stopping at the first that fails, and ending with
// a list of stages (ok, FAILED, CRASHED, not run), one "Tests: N passed, N failed" line and, when
// anything failed, a "FAILED: <stages>" line and a non-zero exit.
// Uses TEST_DATABASE_URL for the server tests when set; the embedded database otherwise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { notRun, stageOutcome, summarize } from './test-summary.mjs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * @param {string} name
 * @param {string} file the JSON report's name under .test-reports
 * @param {string[]} args
 */
function vitestStage(name, file, ...args) {
  const report = `${reports}/${file}`;
  return {
    name,
    command: 'npx',
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    report,
  };
}

/** @type {{ name: string, command: string, args: string[], report?: string }[]} */
const stages = [
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'typecheck (server, tests)', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck (web)', command: 'npx', args: ['tsc', '-p', 'web/tsconfig.json', '--noEmit'] },
  {
    name: 'generated client is current',
    command: 'npx',
    args: ['graphql-codegen', '--config', 'codegen.ts', '--check'],
  },
  vitestStage('unit and integration tests', 'unit.json'),
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  vitestStage('end-to-end tests', 'e2e.json', '--config', 'tests/e2e/vitest.config.ts'),
];

/** A test stage's report, or null when it is missing or unreadable (the stage crashed). */
function readReport(/** @type {string} */ path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const results = [];
let failedExit;
for (const stage of stages) {
  if (failedExit !== undefined) {
    results.push({ name: stage.name, outcome: notRun() });
    continue;
  }
  console.log(`\n▶ ${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
  const exit = spawnSync(stage.command, stage.args, { stdio: 'inherit', env: process.env });
  const outcome = stageOutcome(exit, stage.report === undefined ? undefined : readReport(stage.report));
  results.push({ name: stage.name, outcome });
  if (outcome.state !== 'ok') {
    console.error(`✖ ${stage.name}: ${outcome.state} (${outcome.detail})`);
    failedExit = exit.status || 1;
  }
}

const summary = summarize(results);
for (const line of summary.lines) console.log(line);
process.exit(summary.success ? 0 : (failedExit ?? 1));
