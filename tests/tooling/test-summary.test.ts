import { describe, expect, it } from 'vitest';
import { formatDuration, notRun, slowestFiles, stageOutcome, summarize } from '../../scripts/test-summary.mjs';

const clean = { status: 0, signal: null };
const exitOne = { status: 1, signal: null };
const report = (passed: number, failed: number, failedFiles = failed > 0 ? 1 : 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numFailedTestSuites: failedFiles,
});

describe('npm test stage outcomes', () => {
  it('a stage without a report is ok on exit 0 and failed otherwise, naming the exit code or signal', () => {
    expect(stageOutcome(clean, undefined).state).toBe('ok');
    expect(stageOutcome(exitOne, undefined)).toMatchObject({ state: 'failed', detail: 'exit code 1' });
    expect(stageOutcome({ status: null, signal: 'SIGKILL' }, undefined)).toMatchObject({
      state: 'failed',
      detail: 'killed by SIGKILL',
    });
    expect(stageOutcome({ status: null, signal: null, error: new Error('spawn npx ENOENT') }, undefined)).toMatchObject(
      { state: 'failed', detail: 'could not start: spawn npx ENOENT' },
    );
  });

  it('a test stage that wrote no report crashed, whatever its exit code', () => {
    expect(stageOutcome(exitOne, null)).toMatchObject({ state: 'crashed', passed: 0, failed: 0 });
    expect(stageOutcome(exitOne, null).detail).toContain('no test report');
    expect(stageOutcome(clean, null).state).toBe('crashed');
  });

  it('a test stage fails on failed tests, on a failed file without failed tests, or on a non-zero exit', () => {
    expect(stageOutcome(clean, report(10, 0))).toMatchObject({ state: 'ok', passed: 10, failed: 0 });
    expect(stageOutcome(exitOne, report(8, 2))).toMatchObject({ state: 'failed', passed: 8, failed: 2 });
    // A file that failed to load has no failed test, only a failed suite.
    expect(stageOutcome(exitOne, report(8, 0, 1))).toMatchObject({ state: 'failed', failed: 0 });
    expect(stageOutcome(clean, report(8, 0, 1)).state).toBe('failed');
    // Every test passed but vitest still exited 1 (an unhandled error between tests).
    expect(stageOutcome(exitOne, report(10, 0))).toMatchObject({ state: 'failed', passed: 10 });
  });
});

describe('npm test summary', () => {
  it('all stages ok: the counts of every test stage and no FAILED line', () => {
    const summary = summarize([
      { name: 'lint', outcome: stageOutcome(clean, undefined) },
      { name: 'unit', outcome: stageOutcome(clean, report(300, 0)) },
      { name: 'e2e', outcome: stageOutcome(clean, report(54, 0)) },
    ]);
    expect(summary.success).toBe(true);
    expect(summary.lines.at(-1)).toBe('Tests: 354 passed, 0 failed');
    expect(summary.lines.some((line) => line.startsWith('FAILED'))).toBe(false);
  });

  it('a crashed end-to-end stage never reads as "0 failed" and is named on the FAILED line', () => {
    const summary = summarize([
      { name: 'lint', outcome: stageOutcome(clean, undefined) },
      { name: 'unit and integration tests', outcome: stageOutcome(clean, report(354, 0)) },
      { name: 'build', outcome: stageOutcome(clean, undefined) },
      { name: 'end-to-end tests', outcome: stageOutcome(exitOne, null) },
    ]);
    expect(summary.success).toBe(false);
    expect(summary.lines).toContain('Tests: 354 passed, 1 failed');
    expect(summary.lines.at(-1)).toBe('FAILED: end-to-end tests');
    expect(summary.lines.find((line) => line.includes('end-to-end tests'))).toMatch(/CRASHED.*exit code 1/);
  });

  it('counts failed tests as such, a failed stage without failed tests as one, and lists stages not run', () => {
    const summary = summarize([
      { name: 'lint', outcome: stageOutcome(clean, undefined) },
      { name: 'unit', outcome: stageOutcome(exitOne, report(40, 3)) },
      { name: 'build', outcome: notRun() },
      { name: 'e2e', outcome: notRun() },
    ]);
    expect(summary).toMatchObject({ success: false, passed: 40, failed: 3, failedStages: ['unit'] });
    expect(summary.lines).toContain('Tests: 40 passed, 3 failed');
    expect(summary.lines).toContain('FAILED: unit');
    expect(summary.lines).toContain('NOT RUN: build, e2e');
    expect(summary.lines.find((line) => line.includes(' build'))).toMatch(/^\s+not run\s+build$/);

    const lintFailed = summarize([
      { name: 'lint', outcome: stageOutcome(exitOne, undefined) },
      { name: 'unit', outcome: notRun() },
    ]);
    expect(lintFailed).toMatchObject({ success: false, passed: 0, failed: 1, failedStages: ['lint'] });
  });

  it('names each failed test with the first line of its message, and a file that failed outside its tests', () => {
    const failing = {
      ...report(5, 1, 2),
      testResults: [
        {
          name: '/check/work/main/tests/e2e/accounts.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'accounts signs in', status: 'passed', failureMessages: [] },
            {
              fullName: 'accounts activates',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 48 to be less than 36\u001b[39m\n    at line 38'],
            },
          ],
        },
        {
          name: '/x/tests/e2e/offline.test.ts',
          status: 'failed',
          message: 'Hook timed out in 120000ms',
          assertionResults: [],
        },
        { name: '/x/tests/e2e/embeds.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    const summary = summarize([{ name: 'e2e', outcome: stageOutcome(exitOne, failing) }]);
    expect(summary.lines.slice(-4)).toEqual([
      'Failed tests:',
      '  tests/e2e/accounts.test.ts > accounts activates: AssertionError: expected 48 to be less than 36',
      '  tests/e2e/offline.test.ts: Hook timed out in 120000ms',
      'FAILED: e2e',
    ]);
  });

  it('counts failed files, not failed describe blocks, and says a timeout timed out', () => {
    // As vitest writes it: the file and its describe block both count in numFailedTestSuites.
    const timedOut = {
      ...report(4, 1, 2),
      testResults: [
        {
          name: '/x/tests/e2e/public-a11y.test.ts',
          status: 'failed',
          assertionResults: [
            {
              fullName: 'public pages are accessible on each page',
              status: 'failed',
              failureMessages: ['Error: STACK_TRACE_ERROR\n    at chunk-artifact.js:670'],
            },
          ],
        },
      ],
    };
    const outcome = stageOutcome(exitOne, timedOut);
    expect(outcome.detail).toBe('4 passed, 1 failed, 1 failed files; exit code 1');
    expect(outcome.failures).toEqual([
      'tests/e2e/public-a11y.test.ts > public pages are accessible on each page: timed out (the test or one of its hooks ran past its timeout)',
    ]);
  });

  it('stages that were never run are no success even when none failed', () => {
    expect(summarize([{ name: 'lint', outcome: notRun() }]).success).toBe(false);
    expect(summarize([]).success).toBe(false);
  });
});

describe('npm test timings', () => {
  it('gives each stage its wall time and the run its total', () => {
    const summary = summarize([
      { name: 'lint', outcome: stageOutcome(clean, undefined), seconds: 41.4 },
      { name: 'unit', outcome: stageOutcome(clean, report(300, 0)), seconds: 363 },
      { name: 'e2e', outcome: notRun() },
    ]);
    expect(summary.lines.find((line) => line.includes('lint'))).toMatch(/^\s+ok\s+lint\s+41 s$/);
    expect(summary.lines.find((line) => line.includes('unit'))).toMatch(/ok\s+unit\s+6 min 3 s\s+\(300 passed/);
    expect(summary.lines).toContain('  stage times added up (stages of a step overlap): 6 min 44 s');
    expect(formatDuration(119.4)).toBe('119 s');
    expect(formatDuration(120)).toBe('2 min 0 s');
  });

  it('lists the slowest files of every stage together, slowest first, at most the count asked', () => {
    const lines = slowestFiles(
      [
        {
          stage: 'unit',
          files: [
            { name: 'tests/server/a.test.ts', seconds: 2.04 },
            { name: 'tests/server/b.test.ts', seconds: 15 },
          ],
        },
        { stage: 'e2e', files: [{ name: 'tests/e2e/c.test.ts', seconds: 40.25 }] },
      ],
      2,
    );
    expect(lines).toEqual([
      'Slowest 2 test files:',
      '    40.3 s  tests/e2e/c.test.ts (e2e)',
      '    15.0 s  tests/server/b.test.ts (unit)',
    ]);
    expect(slowestFiles([{ stage: 'unit', files: [] }], 20)).toEqual([]);
  });
});
