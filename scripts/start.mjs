// `npm start`: builds when there is no build yet, then runs the server (embedded database by default).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/server/main.js') && existsSync('dist/web/index.html');
if (!built) {
  console.log('No build found: building Pitchside first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// A path in a variable: the typecheck (which runs before any build) must not look for the build.
const entry = '../dist/server/main.js';
await import(entry);
