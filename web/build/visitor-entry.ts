import type { Plugin } from 'vite';

/** Which part of the visitor's script a module is in, once the build has read them all. */
export type VisitorModules = {
  plugin: Plugin;
  /** Loaded with the visitor's script: its entry and what that imports statically. */
  isStatic: (id: string) => boolean;
  /** Loaded only through one of its dynamic imports (the offline notice's catalogue and formatter). */
  isLazy: (id: string) => boolean;
};

/**
 * The modules of a visitor's page without the app (src/visitor/main.ts and what it imports). The app's group
 * of initial modules (vite.config.ts) leaves these out: the bundler would put a module both use in the app's
 * entry chunk, and the visitor's script importing that chunk runs the whole app on the page.
 */
export function visitorEntryModules(entry: string): VisitorModules {
  const statics = new Set<string>();
  const lazies = new Set<string>();
  const plugin: Plugin = {
    name: 'pitchside-visitor-entry-modules',
    apply: 'build',
    buildEnd() {
      statics.clear();
      lazies.clear();
      const visit = (id: string, into: Set<string>, dynamic: string[]) => {
        if (into.has(id) || statics.has(id)) return;
        into.add(id);
        const info = this.getModuleInfo(id);
        dynamic.push(...(info?.dynamicallyImportedIds ?? []));
        for (const imported of info?.importedIds ?? []) visit(imported, into, dynamic);
      };
      const later: string[] = [];
      visit(entry, statics, later);
      while (later.length > 0) visit(later.pop()!, lazies, later);
    },
  };
  return { plugin, isStatic: (id) => statics.has(id), isLazy: (id) => lazies.has(id) };
}
