/**
 * A language's message catalogue as the build names its chunks (web/src/i18n/catalogues): `<language>-<hash>.js`
 * holds what visitors read, `<language>-signed-in-<hash>.js` what only signed-in people read.
 */
const CATALOGUE_CHUNK = /^\/assets\/((?:en|es|fr|nl)(?:-signed-in)?)-[\w-]{8}\.js$/;

/** The catalogues a page loaded ("en", "en-signed-in"), by the paths of its scripts. */
export function cataloguesLoaded(paths: string[]): string[] {
  return paths.flatMap((path) => CATALOGUE_CHUNK.exec(path)?.[1] ?? []);
}

export function isCatalogue(path: string): boolean {
  return CATALOGUE_CHUNK.test(path);
}
