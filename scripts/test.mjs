// `npm test`: every check the project has, stopping after the first step in which a stage fails, and ending
// with the slowest test files, a list of stages (ok, FAILED, CRASHED, not run) with their times, one
// "Tests: N passed, N failed" line and, when anything failed, a "FAILED: <stages>" line and a non-zero exit.
// Uses TEST_DATABASE_URL for the server tests when set; the embedded database otherwise.
//
// The stages of a step run side by side, as many at once as the machine has CPUs: the first streams its
// output, the others' output is printed whole when each ends, so nothing interleaves.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { notRun, slowestFiles, stageOutcome, summarize } from './test-summary.mjs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @typedef {{ name: string, command: string, args: string[], report?: string, fileTimes?: string }} Stage */

/**
 * @param {string} name
 * @param {string} file the JSON report's name under .test-reports
 * @param {string[]} args
 * @returns {Stage}
 */
function vitestStage(name, file, ...args) {
  const report = `${reports}/${file}`;
  return {
    name,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--reporter=./scripts/file-times-reporter.mjs',
    ],
    report,
    fileTimes: report.replace(/\.json$/, '.times.json'),
  };
}

/** @type {Stage[][]} Steps in order; the stages of one step run side by side. */
const steps = [
  [
    { name: 'lint', command: 'npx', args: ['eslint', '.'] },
    { name: 'typecheck (server, tests)', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'typecheck (web)', command: 'npx', args: ['tsc', '-p', 'web/tsconfig.json', '--noEmit'] },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
    {
      name: 'generated client is current',
      command: 'npx',
      args: ['graphql-codegen', '--config', 'codegen.ts', '--check'],
    },
  ],
  // The build's CPU fills the time the unit tests spend waiting on their databases.
  [vitestStage('unit and integration tests', 'unit.json'), { name: 'build', command: 'npm', args: ['run', 'build'] }],
  [vitestStage('end-to-end tests', 'e2e.json', '--config', 'tests/e2e/vitest.config.ts')],
];

/**
 * A test stage's report, or null when it is missing or unreadable (the stage crashed); the caller names its shape.
 * @param {string} path
 * @returns {unknown}
 */
function readReport(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs one stage; `streamed` prints as it goes, otherwise the output is kept and printed at the end.
 * @param {Stage} stage
 * @param {boolean} streamed
 * @returns {Promise<{ exit: { status: number | null, signal: string | null, error?: Error }, seconds: number }>}
 */
function runStage(stage, streamed) {
  const started = performance.now();
  const env = stage.fileTimes ? { ...process.env, FILE_TIMES_OUTPUT: stage.fileTimes } : process.env;
  console.log(`\n▶ ${stage.name}: ${stage.command} ${stage.args.join(' ')}${streamed ? '' : ' (output when it ends)'}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { stdio: streamed ? 'inherit' : 'pipe', env });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.stderr?.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    /** @type {Error | undefined} */
    let error;
    child.on('error', (failure) => (error = failure));
    child.on('close', (status, signal) => {
      if (!streamed) {
        console.log(`\n◀ ${stage.name}:`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ exit: { status, signal, error }, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** @type {{ name: string, outcome: ReturnType<typeof stageOutcome>, seconds?: number }[]} */
const results = [];
/** @type {{ stage: string, files: { name: string, seconds: number }[] }[]} */
const fileTimes = [];
let failedExit;
const width = Math.max(1, availableParallelism());

for (const step of steps) {
  if (failedExit !== undefined) {
    for (const stage of step) results.push({ name: stage.name, outcome: notRun() });
    continue;
  }
  const queue = [...step];
  /** @type {Map<Stage, { outcome: ReturnType<typeof stageOutcome>, seconds: number }>} */
  const done = new Map();
  let streaming = false;
  const lane = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) {
      const streamed = !streaming;
      streaming = true;
      const { exit, seconds } = await runStage(stage, streamed);
      if (streamed) streaming = false;
      const report = stage.report === undefined ? undefined : readReport(stage.report);
      const outcome = stageOutcome(
        exit,
        /** @type {import('./test-summary.mjs').TestReport | null | undefined} */ (report),
      );
      done.set(stage, { outcome, seconds });
      if (outcome.state !== 'ok') {
        console.error(`✖ ${stage.name}: ${outcome.state} (${outcome.detail})`);
        failedExit ??= exit.status || 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, step.length) }, lane));
  for (const stage of step) {
    const result = done.get(stage);
    if (result) results.push({ name: stage.name, ...result });
    if (!stage.fileTimes) continue;
    const times = /** @type {{ files: { name: string, seconds: number }[] } | null} */ (readReport(stage.fileTimes));
    fileTimes.push({ stage: stage.name, files: times?.files ?? [] });
  }
}

console.log('');
for (const line of slowestFiles(fileTimes, 20)) console.log(line);
const summary = summarize(results);
for (const line of summary.lines) console.log(line);
process.exit(summary.success ? 0 : (failedExit ?? 1));
