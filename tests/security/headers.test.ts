import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_MODE_SCRIPT } from '../../shared/color-mode-script.js';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps-script.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Scripts from this site and the colour-mode and early-taps scripts of every page's head (by the hash of their exact
 * text); nothing else inline. A server-rendered page adds its after-paint script's hash
 * (tests/server/public/server-rendering.test.ts).
 */
const SCRIPTS_OF_EVERY_PAGE = [
  "'self'",
  `'sha256-${createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64')}'`,
  `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`,
];
const SCRIPT_SRC = SCRIPTS_OF_EVERY_PAGE;

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function webDist(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pitchside-web-'));
  await writeFile(
    path.join(directory, 'index.html'),
    '<!doctype html><html><head><title>Pitchside</title></head><body></body></html>',
  );
  return directory;
}

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-some-length',
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  PUBLIC_URL: 'https://pitchside.example',
  DEMO_DATA: 'false',
};

describe('security headers', () => {
  let server: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    const dist = await webDist();
    server = await startTestServer({ webDist: dist });
    production = await startTestServer({ webDist: dist, env: PRODUCTION });
  });
  afterAll(async () => {
    await server?.stop();
    await production?.stop();
  });

  it('every page and feed carries a CSP without inline script (bar the head’s, by hash), nosniff, a referrer policy and no framing', async () => {
    for (const pathname of ['/', '/browse', '/tournament/1', '/healthz', '/tournament/1/fixtures.ics']) {
      const response = await fetch(`${server.url}${pathname}`);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), pathname).toEqual(SCRIPT_SRC);
      expect(csp.get('default-src'), pathname).toEqual(["'self'"]);
      expect(csp.get('object-src'), pathname).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), pathname).toEqual(["'none'"]);
      // Chakra UI (emotion) writes <style> at run time; Google profile pictures must load.
      expect(csp.get('style-src'), pathname).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src'), pathname).toContain('https://*.googleusercontent.com');
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(response.headers.get('x-powered-by'), pathname).toBeNull();
    }
  });

  it('a GraphQL or REST answer, no document, allows nothing to load or frame it and carries no document-only header', async () => {
    const graphql = (url: string) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ siteStatistics { totalMatches } }' }),
      });
    const answers = [
      ['POST /graphql', await graphql(server.url)],
      // Outside production a GET of /graphql is Apollo Sandbox's (below): production's answers its query.
      [
        'production GET /graphql',
        await fetch(`${production.url}/graphql?query=${encodeURIComponent('{ siteStatistics { liveMatches } }')}`),
      ],
      ['/api/public/tournaments', await fetch(`${server.url}/api/public/tournaments`)],
      ['/api/nowhere', await fetch(`${server.url}/api/nowhere`)],
      ['production POST /graphql', await graphql(production.url)],
    ] as const;
    for (const [asked, response] of answers) {
      if (asked.endsWith('/graphql')) expect(response.status, asked).toBe(200);
      expect(response.headers.get('content-type'), asked).toMatch(/^application\/json/);
      expect(response.headers.get('content-security-policy'), asked).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), asked).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), asked).toBe('DENY');
      expect(response.headers.get('x-powered-by'), asked).toBeNull();
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ])
        expect(response.headers.get(documentOnly), `${asked} ${documentOnly}`).toBeNull();
    }
    // In production on https, HSTS too.
    for (const [asked, response] of answers.filter(([asked]) => asked.startsWith('production')))
      expect(response.headers.get('strict-transport-security'), asked).toMatch(/max-age=31536000/);
  });

  it('names no nonce: a page a cache in front keeps for everyone carries no one response’s own', async () => {
    const policy = async () => (await fetch(`${server.url}/`)).headers.get('content-security-policy');
    const first = await policy();
    expect(first).not.toMatch(/'nonce-/);
    expect(await policy()).toBe(first);
  });

  it('HSTS only in production on an https PUBLIC_URL', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull();
    const hsts = (await fetch(`${production.url}/`)).headers.get('strict-transport-security');
    expect(hsts).toMatch(/max-age=31536000/);
    expect(hsts).toMatch(/includeSubDomains/);
    expect(
      directives((await fetch(`${production.url}/`)).headers.get('content-security-policy')).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(true);
  });

  it('embeddable widget pages (/embed/standings|match|fixtures/…) may be framed by any site; nothing else may', async () => {
    const response = await fetch(`${server.url}/embed/standings/1`);
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(['*']);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(directives(response.headers.get('content-security-policy')).get('script-src')).toEqual(SCRIPT_SRC);
    for (const pathname of ['/embedded', '/embed/tournament/1', '/standings/1']) {
      const elsewhere = await fetch(`${server.url}${pathname}`);
      expect(directives(elsewhere.headers.get('content-security-policy')).get('frame-ancestors'), pathname).toEqual([
        "'none'",
      ]);
    }
  });

  it('Apollo Sandbox at /graphql keeps its own CSP outside production; production sends a browser to /explorer under the strict one', async () => {
    const sandbox = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(sandbox.status).toBe(200);
    expect(sandbox.headers.get('content-security-policy')).toBeNull();
    const html = await sandbox.text();
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/);
    expect(sandbox.headers.get('x-frame-options')).toBe('DENY');
    // Apollo's production page loads its explorer from Apollo's servers, which this CSP never lets run, so a
    // browser is sent to the site's own explorer instead (issue 49), by an answer that allows nothing.
    const strict = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(strict.status).toBe(302);
    expect(strict.headers.get('location')).toBe('/explorer');
    expect(strict.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("a visitor's page opens without Cross-Origin-Opener-Policy; a page asked with a session cookie keeps same-origin", async () => {
    for (const pathname of ['/', '/tournament/1', '/match/1']) {
      const visitor = await fetch(`${server.url}${pathname}`);
      expect([pathname, visitor.headers.get('cross-origin-opener-policy')]).toEqual([pathname, null]);
      // The rest of the page's headers are as ever.
      expect(visitor.headers.get('x-frame-options')).toBe('DENY');
      const member = await fetch(`${server.url}${pathname}`, { headers: { cookie: 'lang=es; pitchside.sid=s%3Aany' } });
      expect([pathname, member.headers.get('cross-origin-opener-policy')]).toEqual([pathname, 'same-origin']);
    }
    // Not another cookie that ends with the name.
    const other = await fetch(`${server.url}/`, { headers: { cookie: 'not-pitchside.sid=1' } });
    expect(other.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('the web shell has no inline script for the CSP to block', async () => {
    const html = await readFile(path.resolve('web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});
