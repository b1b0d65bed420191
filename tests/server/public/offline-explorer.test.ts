import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOfflineExplorerLink } from '../../../server/src/graphql/landing-page.js';
import { startTestServer, type TestServer } from '../../support/server.js';

describe('the offline explorer', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'pitchside-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Pitchside</title></head></html>',
    );
    await mkdir(path.join(webDist, 'explorer'), { recursive: true });
    await writeFile(
      path.join(webDist, 'explorer', 'explorer.html'),
      '<!doctype html><title>GraphQL explorer · Pitchside</title>',
    );
    server = await startTestServer({ webDist });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps Apollo Sandbox at /graphql for a browser, naming the offline explorer in its fallback', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('embeddable-sandbox');
    expect(html).toMatch(/you might be offline\.<\/p>\s*<p>[^<]*<a href="\/explorer">open the explorer<\/a>/);
  });

  it('adds the link only where Apollo’s offline notice is', () => {
    expect(addOfflineExplorerLink('<p>Sandbox</p>')).toBe('<p>Sandbox</p>');
  });

  it('serves the built explorer page at /explorer under the site’s own content security policy', async () => {
    const response = await fetch(`${server.url}/explorer`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('GraphQL explorer · Pitchside');
    const csp = new Map(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    // Code, styles, fonts and API calls from this site only (images may also be Google profile pictures).
    for (const name of ['default-src', 'script-src', 'style-src', 'font-src', 'connect-src']) {
      expect(csp.get(name), name).toContain("'self'");
      expect(csp.get(name)?.join(' '), name).not.toMatch(/https?:|\*/);
    }
  });
});
