import { afterEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ systems: 0 }));

vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  return {
    ...chakra,
    createSystem: (...configs: Parameters<typeof chakra.createSystem>) => {
      created.systems += 1;
      return chakra.createSystem(...configs);
    },
  };
});

/**
 * The browser's start-up (web/src/main.tsx) builds the Chakra system in a task after the bundle's
 * evaluation: on a phone it costs about 80 ms, and one task of evaluation, theme and hydration set-up held
 * the main thread for 300. That holds only while loading the theme builds nothing.
 */
describe('the theme at start-up', () => {
  afterEach(() => {
    created.systems = 0;
  });

  it('builds no system when its module loads, and one when asked', async () => {
    const { createAppSystem } = await import('../../web/src/app/theme');
    expect(created.systems).toBe(0);
    const system = createAppSystem();
    expect(created.systems).toBe(1);
    // The app's system leaves the base styles to index.html and renders the theme's tokens.
    expect(system._global).toEqual([]);
    expect(system.token('colors.sea.500')).toBe('#0891b2');
  });
});
