/** What moves a part of a page: a result, any change of a match's status, or any change at all (a ball). */
export type LiveRegionTrigger = 'result' | 'status' | 'change';

/** Whose changes move a part: any match of one tournament, or one match. */
export type LiveRegionSource = { tournament: number } | { match: number };

/**
 * Marks a part of a public page that moves with a tournament's matches or with one match. The app keeps it
 * current itself; a visitor's page without the app fetches the page again and puts this part's new rendering
 * in its place (web/src/visitor/live-regions.ts). `name` is the same in every rendering of the page.
 */
export function liveRegion(name: string, source: LiveRegionSource, on: LiveRegionTrigger) {
  return 'match' in source
    ? ({ 'data-live-region': name, 'data-live-match': source.match, 'data-live-on': on } as const)
    : ({ 'data-live-region': name, 'data-live-tournament': source.tournament, 'data-live-on': on } as const);
}
