/** What moves a part of a page: a result, any change of a match's status, or any change at all (a ball). */
export type LiveRegionTrigger = 'result' | 'status' | 'change';

/**
 * Marks a part of a public page that moves with a tournament's matches. The app keeps it current itself; a
 * visitor's page without the app fetches the page again and puts this part's new rendering in its place
 * (web/src/visitor/live-regions.ts). `name` is the same in every rendering of the page.
 */
export function liveRegion(name: string, tournamentId: number, on: LiveRegionTrigger) {
  return { 'data-live-region': name, 'data-live-tournament': tournamentId, 'data-live-on': on } as const;
}
