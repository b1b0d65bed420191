/** Shared by the server entry and the browser entry: how a server-rendered page hands over its state. */

/** Emotion's cache key on both sides, so the browser adopts the rules of the server's style elements (ssr-styles.ts). */
export const EMOTION_KEY = 'css';

/** The global holding the Apollo cache the server filled (`window.__APOLLO_STATE__`). */
export const SSR_STATE_GLOBAL = '__APOLLO_STATE__';

/** The global holding when the page was rendered (an ISO string), for clocks to hydrate at that time. */
export const SSR_RENDERED_AT_GLOBAL = '__SSR_RENDERED_AT__';

/** Characters that could end the script element or the JavaScript string: written as escapes. */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON safe inside an inline <script>: a team called `</script><script>alert(1)</script>` stays a string
 * (every `<` becomes `\u003c`, which JSON.parse and JavaScript read back as `<`).
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(UNSAFE, (character) => ESCAPES[character]);
}
