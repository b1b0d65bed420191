import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/src/config.js';

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
};

/** `${NAME:?message}` and `${NAME:-default}` as Compose fills them, with the given values for the required. */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    if (name in given) return given[name];
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is required by compose.yaml: ${rest}`);
  });
}

// Docker is not on every machine that runs the tests: this reads the file as Compose would.
describe('docker/compose.yaml', async () => {
  const compose = parse(await readFile('docker/compose.yaml', 'utf8'), { merge: true }) as {
    services: Record<string, Service>;
  };
  const caddyfile = await readFile('docker/Caddyfile', 'utf8');
  const { services } = compose;

  it('runs PostgreSQL, Redis, two Pitchside instances and a reverse proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'db', 'proxy', 'redis']);
    expect(services.db.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.proxy.image).toMatch(/^caddy:/);
    expect(services.proxy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('gives both instances the same build, database, Redis and session secret, after both are healthy', () => {
    for (const name of ['app1', 'app2']) {
      const app = services[name];
      expect(app.build).toEqual({ context: '..', dockerfile: 'docker/Dockerfile' });
      expect(app.depends_on).toEqual({
        db: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.app1.environment).toEqual(services.app2.environment);
    expect(services.app1.environment).toMatchObject({
      DATABASE_URL: 'postgresql://pitchside:pitchside@db:5432/pitchside',
      REDIS_URL: 'redis://redis:6379',
      TRUST_PROXY: 'true',
    });
  });

  it('sets values the app accepts in production, and requires the secrets', () => {
    const environment = Object.fromEntries(
      Object.entries(services.app1.environment ?? {}).map(([name, value]) => [
        name,
        interpolate(String(value), {
          SESSION_SECRET: 'a-secret-of-at-least-sixteen',
          GOOGLE_CLIENT_ID: 'id',
          GOOGLE_CLIENT_SECRET: 'secret',
        }),
      ]),
    );
    const config = loadConfig({ ...environment, NODE_ENV: 'production' });
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(config.trustProxy).toBe(true);
    expect(config.shutdownGraceMs).toBeGreaterThan(0);
    expect(() => interpolate('${SESSION_SECRET:?set SESSION_SECRET}', {})).toThrow(/SESSION_SECRET/);
  });

  it('spreads requests over both instances, taking out one whose readiness fails', () => {
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    expect(caddyfile).toMatch(/lb_try_duration/);
  });
});
