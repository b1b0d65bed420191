import type { EmotionCache } from '@emotion/cache';

/**
 * Marks the server's <style> elements and lists the rules each holds: the cache key, then the rules' names.
 * Not emotion's own `data-emotion`: creating its cache in the browser moves every `style[data-emotion]` into
 * <head>, and moving a style sheet makes the browser restyle the whole page (30 ms on a desktop, four times
 * that on a phone) for rules it already applies.
 */
export const SSR_STYLES_ATTRIBUTE = 'data-ssr-styles';

/** One style element's worth of the rules a rendered page uses (emotion's extracted chunks). */
export type StyleChunk = { key: string; ids: string[]; css: string };

/** The server's style elements for a rendered page's rules; a `</style` in a value cannot end one early. */
export function serverStyleTags(chunks: readonly StyleChunk[]): string {
  return chunks
    .filter((chunk) => chunk.css)
    .map(
      (chunk) =>
        `<style ${SSR_STYLES_ATTRIBUTE}="${[chunk.key, ...chunk.ids].join(' ')}">` +
        `${chunk.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');
}

/**
 * Tells the browser's emotion cache which rules the server's style elements already hold, so rendering
 * does not insert them again, without moving those elements.
 */
export function adoptServerStyles(cache: EmotionCache, root: ParentNode = document): EmotionCache {
  for (const element of root.querySelectorAll(`style[${SSR_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (element.getAttribute(SSR_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) if (id) cache.inserted[id] = true;
  }
  return cache;
}
