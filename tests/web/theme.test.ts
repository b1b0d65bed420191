import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { UNUSED_PALETTES } from '../../web/src/app/theme';

/** Chakra components that draw with a recipe, and the recipes they need. */
const RECIPES: Record<string, string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  IconButton: ['button'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Field: ['field'],
  Heading: ['heading'],
  Input: ['input'],
  Link: ['link'],
  List: ['list'],
  NativeSelect: ['nativeSelect'],
  Spinner: ['spinner'],
  Table: ['table'],
  Textarea: ['textarea'],
};

/** What the app imports from Chakra that has no recipe: layout, primitives, the provider and helpers. */
const WITHOUT_RECIPE = new Set([
  'Box',
  'Center',
  'Flex',
  'Grid',
  'HStack',
  'Image',
  'LinkBox',
  'LinkOverlay',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'VStack',
  'ChakraProvider',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'useBreakpointValue',
  // The style factory (chakra.button): styles from props, no recipe.
  'chakra',
]);

function chakraImports(folder: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    // Types (`import type { … }`, `type StackProps`) render nothing and need no recipe.
    for (const [, list] of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list.split(',')) {
        if (/^\s*type\s/.test(part)) continue;
        const name = part.split(/\s+as\s+/)[0].trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('the Chakra system carries only the recipes the app uses', () => {
  const used = chakraImports(join(__dirname, '../../web/src'));

  it('has a recipe for every component the app renders', () => {
    const unknown = [...used].filter((name) => !RECIPES[name] && !WITHOUT_RECIPE.has(name));
    // A new component: add its recipe in web/src/app/theme.ts and here (or to WITHOUT_RECIPE).
    expect(unknown).toEqual([]);
    for (const name of used) {
      for (const key of RECIPES[name] ?? []) {
        const present: unknown = system.getRecipe(key) ?? system.getSlotRecipe(key);
        expect(present, `${name} needs the ${key} recipe`).toBeTruthy();
      }
    }
  });

  it('leaves out the recipes of components it never renders', () => {
    for (const key of ['accordion', 'menu', 'tabs', 'tooltip', 'toast', 'slider']) {
      expect(system.getRecipe(key) ?? system.getSlotRecipe(key)).toBeFalsy();
    }
  });
});

/** Chakra's own colour palettes, as its tokens name them. */
const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

/** Every Chakra palette the app's code names anywhere, as a quoted word ('teal', "teal"); not the theme's list. */
function palettesNamed(folder: string): Set<string> {
  const named = new Set<string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.parentPath.includes('/gql')) continue;
    const file = join(entry.parentPath, entry.name);
    if (file.endsWith(join('app', 'theme.ts'))) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, word] of source.matchAll(/['"]([a-z]+)['"]/g)) if (CHAKRA_PALETTES.includes(word)) named.add(word);
  }
  return named;
}

describe('the Chakra system carries only the palettes the app names', () => {
  const named = palettesNamed(join(__dirname, '../../web/src'));

  it('has every palette a page names, with its roles', () => {
    expect(named.size).toBeGreaterThan(4);
    for (const palette of named) {
      expect(system.token(`colors.${palette}.500`), palette).toBeTruthy();
      expect(system.tokens.getByName(`colors.${palette}.solid`), palette).toBeTruthy();
    }
  });

  it('leaves out the palettes no page names', () => {
    expect(UNUSED_PALETTES.length).toBeGreaterThan(0);
    for (const palette of UNUSED_PALETTES) {
      // A page naming one now: take it out of UNUSED_PALETTES in web/src/app/theme.ts.
      expect(named.has(palette), palette).toBe(false);
      expect(system.token(`colors.${palette}.500`), palette).toBeUndefined();
      expect(system.tokens.getByName(`colors.${palette}.solid`), palette).toBeUndefined();
    }
  });
});
