import { readFileSync } from 'node:fs';
import type { Alias, Plugin, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { productionReactRouter, productionReactRouterFiles } from '../../web/build/production-react-router.js';

type ConfigHook = () => UserConfig;

describe("react-router's production build in the browser bundle", () => {
  const plugin: Plugin = productionReactRouter();
  const aliases = ((plugin.config as ConfigHook)().resolve?.alias ?? []) as Alias[];
  const target = (specifier: string) => aliases.find((alias) => (alias.find as RegExp).test(specifier))?.replacement;

  it('points react-router and react-router/dom at files built without the development warnings', () => {
    for (const file of Object.values(productionReactRouterFiles())) {
      expect(file).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]/);
    }
    // The switch the development build turns on, in the chunks its index re-exports.
    const index = target('react-router')!;
    const chunks = [...readFileSync(index, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((found) =>
      readFileSync(index.replace('index.mjs', found[1]), 'utf8'),
    );
    expect(chunks.some((code) => code.includes('var ENABLE_DEV_WARNINGS = false;'))).toBe(true);
    expect(chunks.some((code) => code.includes('var ENABLE_DEV_WARNINGS = true;'))).toBe(false);
    expect(target('react-router/dom')).toMatch(/dist[/\\]production[/\\]dom-export\.mjs$/);
  });

  it('leaves react-router-dom and deeper paths to the resolver, and development alone', () => {
    expect(target('react-router-dom')).toBeUndefined();
    expect(target('react-router/internal')).toBeUndefined();
    expect(plugin.apply).toBe('build');
  });
});
