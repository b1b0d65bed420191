import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Declarations a browser the site serves still needs prefixed: Safari reads only `-webkit-user-select`,
 * and `backdrop-filter` unprefixed only from 18.
 */
const WEBKIT_PREFIXED = new Set(['user-select', 'backdrop-filter']);

/**
 * Emotion's default prefixer in its place: it wrote the prefixes of browsers from before 2017 (`-ms-flex`,
 * `-webkit-box-align`, `@-webkit-keyframes`, and `-moz-`/`-ms-translate`, which no browser reads), a fifth
 * of every page's CSS, and spent the render's time on them.
 */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_PREFIXED.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** An emotion cache writing CSS for the browsers the site serves (the server's, the browser's, the build's). */
export function createEmotionCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: [webkitPrefixes] });
}
