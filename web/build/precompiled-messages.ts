import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A language's catalogue file of one area (web/src/i18n/messages/<lang>/<area>.json). */
const CATALOGUE = /[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][^\\/]+\.json$/;

/**
 * The catalogues as FormatJS's message trees, parsed at build time, and the browser build's ICU parser
 * swapped for the package's own no-parser entry: the 14 KiB (gzip) of parsing never reaches a phone, and
 * no message is parsed there. A catalogue is still JSON (the trees), so Vite's JSON plugin makes it a module.
 */
export function precompiledMessages({ withoutParser }: { withoutParser: boolean }): Plugin {
  return {
    name: 'pitchside-precompiled-messages',
    enforce: 'pre',
    config: () =>
      withoutParser
        ? {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
                },
              ],
            },
          }
        : undefined,
    async load(id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const trees = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return JSON.stringify(trees);
    },
  };
}
