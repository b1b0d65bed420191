import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICU_SYNTAX } from '../../web/src/i18n/plain-text.js';
import { builtCatalogue } from '../support/built-catalogue.js';

const MESSAGES = path.resolve(__dirname, '../../web/src/i18n/messages');

// The browser build has no ICU parser: a catalogue file the plugin passed over would reach the phone as text,
// and every message of it with an argument would fail to format (the signed-in ones did, once).
describe('the build’s precompiled catalogues', () => {
  it('turns every catalogue file of every language into message trees, the signed-in ones included', async () => {
    const files = readdirSync(MESSAGES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
    expect(files.filter((file) => file.includes(`signed-in${path.sep}`)).length).toBeGreaterThan(10);
    for (const file of files) {
      const built = await builtCatalogue(path.join(MESSAGES, file));
      expect(built, file).not.toBeNull();
      const source = JSON.parse(readFileSync(path.join(MESSAGES, file), 'utf8')) as Record<string, string>;
      // A message with an argument or a tag is a tree; plain words stay text.
      for (const [id, message] of Object.entries(source)) {
        expect(Array.isArray(built![id]), `${file}: ${id}`).toBe(ICU_SYNTAX.test(message));
      }
    }
  });
});
