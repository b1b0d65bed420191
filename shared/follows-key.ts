/**
 * Where a browser keeps what it follows (web/src/features/follow/follow-store.ts). The server's page for a
 * route whose content is this browser's own when it follows something (the landing page's Following section)
 * reads it in its after-paint script to start the app instead of the visitor's script (server/src/route-chunks.ts).
 */
export const FOLLOWS_STORAGE_KEY = 'pitchside.follows';
