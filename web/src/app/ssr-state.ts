/** Shared by the server entry and the browser entry: how a server-rendered page hands over its state. */

/** Emotion's cache key on both sides, so the browser adopts the rules of the server's style elements (ssr-styles.ts). */
export const EMOTION_KEY = 'css';

/**
 * What a server-rendered page hands the browser: the Apollo cache the server filled, and when the page was
 * rendered (an ISO string), for clocks to hydrate at that time.
 */
export type ServerState = { apollo: Record<string, unknown>; renderedAt: string };

/**
 * The id of the data block holding it: a `type="application/json"` script, which the browser never runs, so
 * the page's policy needs no nonce for it, and a page kept by a shared cache carries no one visitor's nonce.
 */
const SSR_STATE_ID = 'ssr-state';

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
function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(UNSAFE, (character) => ESCAPES[character]);
}

/** The data block of a rendered page's state (read back by `readServerState`). */
export function stateDataBlock(state: { apollo: unknown; renderedAt: string }): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${serializeState(state)}</script>`;
}

/** The state the server wrote into this page, if it wrote one. */
export function readServerState(page: Pick<Document, 'getElementById'>): ServerState | undefined {
  const text = page.getElementById(SSR_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
