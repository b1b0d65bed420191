import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKS_MODULES } from '../../vitest.config.js';

function testFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(directory, file));
}

describe('test isolation', () => {
  // The suites run their files in shared workers (isolate: false): a module mocked in one file would be
  // the mock in every file after it, or the real module already imported would defeat the mock.
  it('a file that mocks a module runs with a module registry of its own', () => {
    const mocking = ['tests/server', 'tests/security', 'tests/tooling', 'tests/web', 'tests/e2e']
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking).toEqual([...MOCKS_MODULES].sort());
  });
});
