/** A language's message catalogue as the build names its chunk (web/src/i18n/catalogues/<language>.ts). */
const CATALOGUE_CHUNK = /^\/assets\/(en|es|fr|nl)-[\w-]+\.js$/;

/** The languages whose catalogues a page loaded, by the paths of its scripts. */
export function cataloguesLoaded(paths: string[]): string[] {
  return paths.flatMap((path) => CATALOGUE_CHUNK.exec(path)?.[1] ?? []);
}

export function isCatalogue(path: string): boolean {
  return CATALOGUE_CHUNK.test(path);
}
