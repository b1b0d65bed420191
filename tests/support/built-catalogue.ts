import type { Plugin } from 'vite';
import { precompiledMessages } from '../../web/build/precompiled-messages.js';

type Load = (this: unknown, id: string) => Promise<string | null>;

/** A catalogue file as the browser build makes it (web/build/precompiled-messages.ts); null if the build passes it over. */
export async function builtCatalogue(file: string): Promise<Record<string, unknown> | null> {
  const load = (precompiledMessages({ withoutParser: true }) as Plugin & { load: Load }).load;
  const built = await load.call(undefined, file);
  return built === null ? null : (JSON.parse(built) as Record<string, unknown>);
}
