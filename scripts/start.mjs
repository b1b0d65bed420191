// `npm start`: builds when there is no build yet, then runs the server (embedded database by default).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// In a variable, so the typecheck (which runs before any build) does not look for the build.
const entry = 'dist/server/src/app/main.js';
const built = existsSync(entry) && existsSync('dist/web/index.html');
if (!built) {
  console.log('No build found: building Pitchside first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(entry).href);
