import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The description the web build's index.html carries until the server names the page's subject. */
export const SHELL_DESCRIPTION = 'Pitchside: Caribbean tournaments, live scores, results and standings.';

/** The index.html the web build makes, in small: the server fills in its head. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="${SHELL_DESCRIPTION}" />
    <title>Pitchside</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A web build holding only that index.html, for a test server's `webDist`. */
export async function webShellDist(): Promise<string> {
  const webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  return webDist;
}
