import type { RouteObject } from 'react-router-dom';

/**
 * Widgets for other sites' <iframe>s (issue 18): outside the public layout (no header or footer), each
 * its own small chunk. The server lets only these paths be framed (server/src/security-headers.ts).
 */
export const embedRoutes: RouteObject[] = [
  {
    path: '/embed/standings/:tournamentId',
    lazy: () =>
      import('../../features/embeds/EmbedStandingsRoute').then((module) => ({
        Component: module.EmbedStandingsRoute,
        handle: { pageData: module.embedStandingsPageData },
      })),
  },
  {
    path: '/embed/match/:matchId',
    lazy: () =>
      import('../../features/embeds/EmbedMatchRoute').then((module) => ({
        Component: module.EmbedMatchRoute,
        handle: { pageData: module.embedMatchPageData },
      })),
  },
  {
    path: '/embed/fixtures/:tournamentId',
    lazy: () =>
      import('../../features/embeds/EmbedFixturesRoute').then((module) => ({
        Component: module.EmbedFixturesRoute,
        handle: { pageData: module.embedFixturesPageData },
      })),
  },
];
