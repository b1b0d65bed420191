import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// patches/: fixes to dependencies, applied by patch-package after every install (npm ci's postinstall).

/** `@mikro-orm+core+7.2.1.patch` -> the package and the version it was written against. */
function patchedPackage(file: string): { name: string; version: string } {
  const [, scopeAndName, version] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
  return { name: scopeAndName.replace('+', '/'), version };
}

describe('dependency patches', () => {
  it('are applied after every install, in a fresh clone and in the Docker image', async () => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as {
      scripts: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.scripts.postinstall).toBe('patch-package');
    expect(manifest.devDependencies['patch-package']).toBeDefined();
    // The image's npm ci runs before the rest of the sources are copied: the patches must be there already.
    const dockerfile = await readFile('docker/Dockerfile', 'utf8');
    const copied = dockerfile.indexOf('COPY patches ./patches');
    expect(copied).toBeGreaterThan(-1);
    expect(copied).toBeLessThan(dockerfile.indexOf('RUN npm ci'));
  });

  it('match the installed version of the package each was written for, and are in it', async () => {
    const files = (await readdir('patches')).filter((file) => file.endsWith('.patch'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { name, version } = patchedPackage(file);
      const installed = (JSON.parse(await readFile(`node_modules/${name}/package.json`, 'utf8')) as { version: string })
        .version;
      // A new version of the package needs its patch written again (or dropped, when upstream has the fix).
      expect(installed, `${file} is for ${name} ${version}`).toBe(version);
    }
    // The MikroORM patch itself: one primary-key getter shared by every reference.
    const reference = await readFile('node_modules/@mikro-orm/core/entity/Reference.js', 'utf8');
    expect(reference).toContain('primaryKeyGetter(primaryKey)');
  });
});
