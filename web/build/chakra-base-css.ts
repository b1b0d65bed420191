import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { createEmotionCache } from '../src/app/emotion-cache';

const PLACEHOLDER = '<!--chakra-base-css-->';

/** The styles as emotion writes them (its own serialiser and stylis), so the CSS is what the provider made. */
export function serializeBaseStyles(styles: readonly unknown[]): string {
  const cache = createEmotionCache('chakra-base');
  return styles
    .map((style) => {
      const serialized = serializeStyles([style as never], cache.registered);
      // On the server, an emotion cache without `compat` returns the rules instead of keeping them.
      return cache.insert('', serialized, cache.sheet, false) as unknown as string;
    })
    .join('');
}

/** Chakra's base stylesheet (web/src/app/theme.ts `createBaseStyles`) inline in index.html's <head>. */
export function chakraBaseCss(): Plugin {
  let css: string | undefined;
  return {
    name: 'pitchside-chakra-base-css',
    async transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} for Chakra's base styles`);
      css ??= serializeBaseStyles((await import('../src/app/theme')).createBaseStyles());
      return html.replace(PLACEHOLDER, `<style data-chakra-base>${css}</style>`);
    },
  };
}

const CREATE_SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * In the browser, `createSystem` need not build the base styles the page already has: turning ~1,000
 * token variables into CSS was the largest single piece of evaluating the entry chunk on a phone. The
 * server and the build (which writes the stylesheet) keep the library as it is.
 */
export function skipBaseStylesInBrowser(): Plugin {
  return {
    name: 'pitchside-chakra-skip-base-styles',
    transform(code, id) {
      if (!CREATE_SYSTEM.test(id)) return null;
      // A newer Chakra that builds them differently fails the build here rather than slowing every page.
      if (!code.includes(EAGER_GLOBAL)) throw new Error(`Chakra's createSystem no longer has "${EAGER_GLOBAL}"`);
      return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null };
    },
  };
}
