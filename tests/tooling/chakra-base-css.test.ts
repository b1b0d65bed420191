import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraBaseCss, serializeBaseStyles, skipBaseStylesInBrowser } from '../../web/build/chakra-base-css';
import { system } from '../../web/src/app/system';
import { createBaseStyles } from '../../web/src/app/theme';

type HtmlHook = (html: string) => Promise<string>;
type TransformHook = (code: string, id: string) => { code: string } | null;

const hook = <T>(plugin: Plugin, name: 'transformIndexHtml' | 'transform'): T => plugin[name] as T;

const CREATE_SYSTEM_ID = '/app/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';

/**
 * Chakra's base stylesheet: written into index.html at build, no longer made in each browser. In Node, as
 * the build runs it (emotion's server build returns the rules it serialises); typed with the web code
 * (web/tsconfig.json).
 */
describe("Chakra's base styles as static CSS", () => {
  const css = serializeBaseStyles(createBaseStyles());

  it('serialises the layer order, the reset, the base styles and every token for both colour modes', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    // The theme's own tokens and the semantic ones the pages use, light and dark.
    expect(css).toContain('--chakra-colors-sea-500:#0891b2');
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-page:/);
    expect(css).toContain('scroll-margin-top:8rem');
  });

  it('leaves the provider nothing to make: the app renders no global styles of its own', () => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    renderToString(
      createElement(
        CacheProvider,
        { value: cache },
        createElement(ChakraProvider, { value: system, children: 'page' }),
      ),
    );
    // (The provider's Global still runs, with nothing in it.)
    expect(Object.values(cache.inserted).join('')).toBe('');
    // The app's system still resolves tokens and recipes.
    expect(system.token('colors.sea.500')).toBe('#0891b2');
    expect(system.getSlotRecipe('table')).toBeTruthy();
  });

  it('writes the stylesheet where index.html asks for it, and refuses a page without the place', async () => {
    const transform = hook<HtmlHook>(chakraBaseCss(), 'transformIndexHtml');
    const html = await transform('<head><title>t</title><!--chakra-base-css--></head>');
    expect(html).toBe(`<head><title>t</title><style data-chakra-base>${css}</style></head>`);
    await expect(transform('<head></head>')).rejects.toThrow('<!--chakra-base-css-->');
  });

  it("drops the base styles from the browser's createSystem, and fails the build if Chakra changed it", () => {
    const transform = hook<TransformHook>(skipBaseStylesInBrowser(), 'transform');
    // The installed Chakra: the line the build replaces is there.
    const source = readFileSync(
      createRequire(import.meta.url)
        .resolve('@chakra-ui/react')
        .replace(/cjs\/index\.c?js$/, 'esm/styled-system/system.js'),
      'utf8',
    );
    const result = transform(source, CREATE_SYSTEM_ID);
    expect(result?.code).toContain('const _global = [];');
    expect(result?.code).not.toContain('getTokenCss()]');
    expect(transform(source, '/app/web/src/main.tsx')).toBeNull();
    expect(() => transform('const _global = [getTokenCss()];', CREATE_SYSTEM_ID)).toThrow("Chakra's createSystem");
  });
});
