import { readFile } from 'node:fs/promises';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { ICU_SYNTAX } from '../src/i18n/plain-text.js';

/**
 * A message as the app keeps it: its text when it is plain words (most are; a string is a third of its tree's
 * size), else its tree.
 */
function compiled(message: string): string | MessageFormatElement[] {
  const tree = parse(message);
  const [only] = tree;
  const plain = tree.length === 1 && only.type === TYPE.literal && !ICU_SYNTAX.test(only.value);
  return plain ? only.value : tree;
}

/** A language's catalogue file of one area (web/src/i18n/messages/<lang>/<area>.json, or <lang>/signed-in/). */
const CATALOGUE = /[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/](?:signed-in[\\/])?[^\\/]+\.json$/;

/**
 * The catalogues as FormatJS's message trees (plain words kept as text), parsed at build time, and the browser build's ICU parser
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
      return JSON.stringify(
        Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compiled(message)])),
      );
    },
  };
}
