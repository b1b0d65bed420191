// `npm run test:changed [-- <git ref>]`: the inner loop. Runs the unit, integration and web tests that
// import a file changed since the ref (and the changed test files themselves), then the browser tests
// that do; vitest follows the import graph (`--changed`). The ref defaults to the upstream branch when
// there is one, else to HEAD: what is not committed yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function git(/** @type {string[]} */ ...args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

const ref = process.argv[2] ?? (git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}') || 'HEAD');
console.log(`Tests touched by changes since ${ref}:`);

const run = (/** @type {string[]} */ ...args) =>
  spawnSync('npx', ['vitest', 'run', `--changed=${ref}`, '--passWithNoTests', ...args], {
    stdio: 'inherit',
  });

const unit = run();
/** @type {{ status: number | null }} */
let e2e = { status: 0 };
if (existsSync('dist/web/index.html')) {
  e2e = run('--config', 'tests/e2e/vitest.config.ts');
} else {
  console.log('No build in dist/: browser tests skipped (`npm run build`, then run this again).');
}
process.exit(unit.status || e2e.status || 0);
