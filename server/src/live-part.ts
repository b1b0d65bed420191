import { precompress, type Precompressed } from './compression.js';
import type { KeptPage } from './rendered-page-cache.js';

// The elements a rendered page holds that the page fetching itself for its moving parts has already
// (shared/live-part.ts): Chakra's base styles (web/build/chakra-base-css.ts writes them into every page's head),
// the text of the page's style elements (web/src/app/ssr-styles.ts), and its scripts.
const BASE_STYLES = /<style data-chakra-base>[\s\S]*?<\/style>/g;
const PAGE_STYLES = /(<style data-ssr-styles="[^"]*">)[\s\S]*?<\/style>/g;
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/**
 * A rendered page as its moving parts are fetched: the same markup, without the base styles and scripts, and each
 * style element kept empty with the names of its rules, by which the page tells whether it holds them all (when
 * not, it fetches the whole page).
 */
export function livePart(page: string): string {
  return page.replace(BASE_STYLES, '').replace(PAGE_STYLES, '$1</style>').replace(SCRIPTS, '');
}

const keptParts = new WeakMap<KeptPage, Precompressed>();

/** A kept page's live part, compressed once for every fan fetching it (while the page is kept). */
export function keptLivePart(kept: KeptPage): Precompressed {
  let part = keptParts.get(kept);
  if (!part) {
    part = precompress(Buffer.from(livePart(kept.identity.toString())));
    keptParts.set(kept, part);
  }
  return part;
}
