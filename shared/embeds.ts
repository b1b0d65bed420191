/**
 * The widgets clubs put in an <iframe> on their own sites (issue 18): their kinds and the size each
 * gets when the page embedding it asks for none. The oEmbed answer (server) and the API page's
 * snippets (web) use the same sizes.
 */
export const EMBED_KINDS = ['standings', 'match', 'fixtures'] as const;

export type EmbedKind = (typeof EMBED_KINDS)[number];

export const EMBED_SIZES: Record<EmbedKind, { width: number; height: number }> = {
  standings: { width: 480, height: 420 },
  match: { width: 360, height: 200 },
  fixtures: { width: 420, height: 480 },
};
