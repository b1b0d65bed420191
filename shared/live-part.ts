/**
 * The flag a visitor's page without the app adds to its own address when it fetches itself for its moving parts
 * (web/src/visitor/live-regions.ts): the server answers the same rendering without what the page holds already,
 * Chakra's base styles, the text of its style elements and its scripts (server/src/live-part.ts), kept by a cache
 * in front under its own address and purged by the same keys as the page. A live match page is some 15 KB
 * instead of 85 KB, on every ball, for every fan following it.
 */
export const LIVE_PART_QUERY = 'live-part';
