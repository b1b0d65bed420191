// The pure part of `npm test`: what each stage's exit and report mean, and the closing summary.
// Kept apart from scripts/test.mjs so tests/tooling can check it without running anything.
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {{ status: number | null, signal: string | null, error?: Error }} Exit
 *   What `spawnSync` answered for a stage.
 * @typedef {{ fullName?: string, status?: string, failureMessages?: string[] }} AssertionResult
 * @typedef {{ name?: string, status?: string, message?: string, assertionResults?: AssertionResult[] }} FileResult
 * @typedef {{ numPassedTests: number, numFailedTests: number, numFailedTestSuites: number, testResults?: FileResult[] }} TestReport
 *   The fields of vitest's JSON report this summary reads.
 * @typedef {{ state: 'ok' | 'failed' | 'crashed' | 'not run', passed: number, failed: number, detail: string, failures?: string[] }} Outcome
 * @typedef {{ name: string, outcome: Outcome, seconds?: number }} StageResult
 *   `seconds`: the stage's wall time, when it ran.
 */

/** @param {Exit} exit */
function describeExit(exit) {
  if (exit.error) return `could not start: ${exit.error.message}`;
  if (exit.signal) return `killed by ${exit.signal}`;
  return `exit code ${exit.status}`;
}

/** @param {Exit} exit */
function exitedCleanly(exit) {
  return !exit.error && !exit.signal && exit.status === 0;
}

/**
 * The outcome of a stage that ran. `report` is `undefined` for a stage that writes none (lint, build);
 * `null` for a test stage whose report is missing or unreadable, which is a crash whatever the exit code:
 * its tests were never counted.
 * @param {Exit} exit
 * @param {TestReport | null | undefined} report
 * @returns {Outcome}
 */
export function stageOutcome(exit, report) {
  if (report === null) {
    return { state: 'crashed', passed: 0, failed: 0, detail: `${describeExit(exit)}, no test report written` };
  }
  if (report === undefined) {
    return exitedCleanly(exit)
      ? { state: 'ok', passed: 0, failed: 0, detail: '' }
      : { state: 'failed', passed: 0, failed: 0, detail: describeExit(exit) };
  }
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  // vitest's numFailedTestSuites counts describe blocks as well as files: count the files themselves.
  const failedFiles = report.testResults
    ? report.testResults.filter((file) => file.status === 'failed').length
    : (report.numFailedTestSuites ?? 0);
  const counts = `${passed} passed, ${failed} failed, ${failedFiles} failed files`;
  if (exitedCleanly(exit) && failed === 0 && failedFiles === 0) {
    return { state: 'ok', passed, failed, detail: counts };
  }
  return { state: 'failed', passed, failed, detail: `${counts}; ${describeExit(exit)}`, failures: failedTests(report) };
}

/** The first line of a failure message, without the terminal's colours, cut to a readable length. */
function firstLine(/** @type {string | undefined} */ message) {
  const line =
    stripVTControlCharacters(message ?? '')
      .split('\n')
      .find((text) => text.trim()) ?? '';
  // vitest makes a timeout's error before it knows it will time out: the stack still names its placeholder.
  if (line.trim() === 'Error: STACK_TRACE_ERROR')
    return 'timed out (the test or one of its hooks ran past its timeout)';
  return line.trim().slice(0, 200);
}

/**
 * Each failed test (and each file that failed outside its tests) as one line: "file > test: message".
 * CI shows only the end of the output, so the summary names what failed.
 * @param {TestReport} report
 * @returns {string[]}
 */
export function failedTests(report) {
  /** @type {string[]} */
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = (file.name ?? '').replace(/^.*?(tests\/)/, '$1');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${name} > ${test.fullName ?? ''}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** @returns {Outcome} */
export function notRun() {
  return { state: 'not run', passed: 0, failed: 0, detail: '' };
}

/**
 * The closing lines and the process's verdict. A stage that failed without a failed test to show for it
 * (a crash, a lint error, a failing file that never reached its tests) counts as one failure, so the
 * "Tests:" line never reads "0 failed" when something failed.
 * @param {StageResult[]} stages
 * @returns {{ lines: string[], passed: number, failed: number, failedStages: string[], success: boolean }}
 */
export function summarize(stages) {
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  const failedStages = [];
  const width = Math.max(...stages.map((stage) => stage.name.length));
  const lines = ['', 'Stages:'];
  for (const { name, outcome, seconds } of stages) {
    passed += outcome.passed;
    const broken = outcome.state === 'failed' || outcome.state === 'crashed';
    if (broken) {
      failedStages.push(name);
      failed += Math.max(outcome.failed, 1);
    } else {
      failed += outcome.failed;
    }
    const state = broken ? outcome.state.toUpperCase() : outcome.state;
    const time = seconds === undefined ? '' : formatDuration(seconds);
    lines.push(
      `  ${state.padEnd(8)} ${name.padEnd(width)} ${time.padStart(7)}${outcome.detail ? `  (${outcome.detail})` : ''}`.trimEnd(),
    );
  }
  const notRunStages = stages.filter((stage) => stage.outcome.state === 'not run').map((stage) => stage.name);
  // Nothing failed, but nothing ran either: not a success.
  const success = failedStages.length === 0 && notRunStages.length === 0 && stages.length > 0;
  const total = stages.reduce((sum, stage) => sum + (stage.seconds ?? 0), 0);
  if (stages.some((stage) => stage.seconds !== undefined))
    lines.push(`  stage times added up (stages of a step overlap): ${formatDuration(total)}`);
  lines.push('', `Tests: ${passed} passed, ${failed} failed`);
  const failures = stages.flatMap((stage) => stage.outcome.failures ?? []);
  if (failures.length > 0) lines.push('Failed tests:', ...failures.map((failure) => `  ${failure}`));
  if (failedStages.length > 0) lines.push(`FAILED: ${failedStages.join(', ')}`);
  if (notRunStages.length > 0) lines.push(`NOT RUN: ${notRunStages.join(', ')}`);
  return { lines, passed, failed, failedStages, success };
}

/** "42 s" under two minutes, "12 min 5 s" from there. */
export function formatDuration(/** @type {number} */ seconds) {
  const rounded = Math.round(seconds);
  if (rounded < 120) return `${rounded} s`;
  return `${Math.floor(rounded / 60)} min ${rounded % 60} s`;
}

/**
 * The `count` slowest test files of the given stages, slowest first, as "  12.3 s  tests/x.test.ts (stage)".
 * A file's time is what scripts/file-times-reporter.mjs measured: its setup, imports and every test and
 * hook, so a change to the suite's speed shows where it went.
 * @param {{ stage: string, files: { name: string, seconds: number }[] }[]} stages
 * @param {number} count
 * @returns {string[]}
 */
export function slowestFiles(stages, count) {
  const files = stages.flatMap(({ stage, files }) => files.map((file) => ({ ...file, stage })));
  files.sort((a, b) => b.seconds - a.seconds);
  if (files.length === 0) return [];
  return [
    `Slowest ${Math.min(count, files.length)} test files:`,
    ...files.slice(0, count).map((file) => `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name} (${file.stage})`),
  ];
}
