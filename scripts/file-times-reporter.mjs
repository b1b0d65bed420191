// A vitest reporter that writes each test file's whole time (environment, setup, imports, tests and
// hooks) to the JSON file named by FILE_TIMES_OUTPUT, for `npm test`'s list of the slowest files.
// vitest's own JSON report spans only a file's tests, not its imports and beforeAll hooks.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const output = process.env.FILE_TIMES_OUTPUT;
    if (!output) return;
    const files = testModules.map((testModule) => {
      const diagnostic = testModule.diagnostic();
      const milliseconds =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.setupDuration +
        diagnostic.collectDuration +
        diagnostic.duration;
      return {
        name: path.relative(this.root ?? process.cwd(), testModule.moduleId),
        project: testModule.project.name,
        seconds: milliseconds / 1000,
        importSeconds: diagnostic.collectDuration / 1000,
      };
    });
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, JSON.stringify({ files }, null, 1));
  }
}
