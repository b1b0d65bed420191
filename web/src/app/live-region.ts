/**
 * What moves a part of a page: a result, any change of a match's status, any change at all (a ball), or
 * (following every live match) a change of a match whose card the part shows (`data-match-id`) and any
 * match's change of status (a card that comes or goes).
 */
export type LiveRegionTrigger = 'result' | 'status' | 'change' | 'shown';

/**
 * Whose changes move a part: any match of one tournament, one match (with the `seq` of the rendering, which a
 * visitor's page checks a fetched rendering against its push), or every live match of the site.
 */
export type LiveRegionSource = { tournament: number } | { match: number; seq?: number } | { liveMatches: true };

/**
 * Marks a part of a public page that moves with a tournament's matches, with one match or with the site's
 * live matches. The app keeps it current itself; a visitor's page without the app fetches the page again and
 * puts this part's new rendering in its place (web/src/visitor/live-regions.ts). `name` is the same in every
 * rendering of the page.
 */
export function liveRegion(name: string, source: LiveRegionSource, on: LiveRegionTrigger) {
  const from =
    'match' in source
      ? { 'data-live-match': source.match, ...(source.seq === undefined ? {} : { 'data-live-seq': source.seq }) }
      : 'tournament' in source
        ? { 'data-live-tournament': source.tournament }
        : { 'data-live-matches': '' };
  return { ...pageRegion(name), ...from, 'data-live-on': on } as const;
}

/**
 * Marks a part of a page that a visitor's page without the app can take from another rendering of the page:
 * a live part, or the part a `regionLink` inside shows more of.
 */
export function pageRegion(name: string) {
  return { 'data-live-region': name } as const;
}

/**
 * A link to this page at another address (`?results=20`) that shows more of one part: a visitor's page without
 * the app fetches that page, puts the part in place and keeps the address (web/src/visitor/region-links.ts);
 * without a script it is a link like any other.
 */
export function regionLink(name: string) {
  return { 'data-region-link': name } as const;
}
