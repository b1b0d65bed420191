// `npm run test:file -- <path> [<path>…] [vitest options]`: runs the named test files with the config
// they belong to (the browser tests under tests/e2e with theirs, after a build when there is none).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('-'));
if (files.length === 0) {
  console.error('usage: npm run test:file -- <test file> [<test file>…] [vitest options]');
  process.exit(2);
}
const browser = files.filter((file) => file.includes('tests/e2e/'));
const options = args.filter((arg) => arg.startsWith('-'));

function vitest(/** @type {string[]} */ ...extra) {
  return spawnSync('npx', ['vitest', 'run', ...extra], { stdio: 'inherit' }).status ?? 1;
}

let status = 0;
const others = files.filter((file) => !browser.includes(file));
if (others.length > 0) status = vitest(...others, ...options);
if (browser.length > 0) {
  if (!existsSync('dist/web/index.html')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  status = vitest('--config', 'tests/e2e/vitest.config.ts', ...browser, ...options) || status;
}
process.exit(status);
