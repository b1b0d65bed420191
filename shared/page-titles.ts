/** The site's name, last in every page's title. */
export const SITE_NAME = 'Pitchside';

/**
 * A page's title: its subject, then the site. The server writes it into a page's HTML; the browser sets it
 * again when a visitor moves to another page in the app, so the tab names the page it shows.
 */
export function pageTitle(subject: string | null | undefined): string {
  return subject ? `${subject} · ${SITE_NAME}` : SITE_NAME;
}

/** The subject of one part of a tournament: "Island Cup T20 standings". */
export function tournamentViewSubject(
  tournamentName: string,
  view: 'standings' | 'leaders' | 'bracket' | 'fixtures',
): string {
  return `${tournamentName} ${view}`;
}

/** The subjects of the pages that are about the site itself rather than one record. */
export const SITE_PAGE_SUBJECTS = {
  home: 'Live scores, fixtures and standings',
  browse: 'Browse tournaments',
  developers: 'API',
} as const;
