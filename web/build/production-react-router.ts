import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The entry points the app imports (react-router-dom re-exports both), and their production files. */
const ENTRIES = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' } as const;

/** react-router's production build, file by entry point; throws if the installed version has none. */
export function productionReactRouterFiles(): Record<keyof typeof ENTRIES, string> {
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  const files = Object.fromEntries(
    Object.entries(ENTRIES).map(([entry, file]) => [entry, join(folder, file)]),
  ) as Record<keyof typeof ENTRIES, string>;
  for (const file of Object.values(files)) {
    if (!existsSync(file))
      throw new Error(`react-router's production build has no ${file}: see production-react-router.ts`);
  }
  return files;
}

/**
 * The browser build takes react-router's production build. Its package's exports name only the development
 * build (remix-run/react-router#14102), which ships its development warnings and checks to every phone.
 * Development (`npm run dev`) keeps the warnings; the server's renderer loads the package as Node resolves it.
 */
export function productionReactRouter(): Plugin {
  return {
    name: 'pitchside-production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: Object.entries(productionReactRouterFiles()).map(([entry, file]) => ({
          find: new RegExp(`^${entry}$`),
          replacement: file,
        })),
      },
    }),
  };
}
