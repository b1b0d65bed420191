import type { RouteObject } from 'react-router-dom';

/**
 * Visitor pages (public layout: brand header, footer). Each page is its own chunk, so a visitor on a
 * phone at the ground downloads only the page they opened.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: () => import('../../features/home/HomeRoute').then((module) => ({ Component: module.HomeRoute })),
  },
  {
    path: '/browse',
    lazy: () => import('../../routes/BrowseRoute').then((module) => ({ Component: module.BrowseRoute })),
  },
  {
    path: '/tournament/:id',
    lazy: () =>
      import('../../features/tournaments/TournamentRoute').then((module) => ({ Component: module.TournamentRoute })),
  },
  {
    path: '/tournament/:id/leaders',
    lazy: () => import('../../features/stats/LeadersRoute').then((module) => ({ Component: module.LeadersRoute })),
  },
  {
    path: '/tournament/:id/bracket',
    lazy: () => import('../../features/stages/BracketRoute').then((module) => ({ Component: module.BracketRoute })),
  },
  {
    path: '/tournament/:id/fixtures',
    lazy: () =>
      import('../../features/fixtures/PublicFixturesRoute').then((module) => ({
        Component: module.PublicFixturesRoute,
      })),
  },
  {
    path: '/player/:id',
    lazy: () => import('../../features/stats/PlayerRoute').then((module) => ({ Component: module.PlayerRoute })),
  },
  {
    path: '/team/:id',
    lazy: () => import('../../features/team/TeamRoute').then((module) => ({ Component: module.TeamRoute })),
  },
  {
    path: '/match/:id',
    lazy: () => import('../../features/matches/MatchRoute').then((module) => ({ Component: module.MatchRoute })),
  },
  {
    path: '/standings/:tournamentId',
    lazy: () =>
      import('../../features/standings/StandingsRoute').then((module) => ({ Component: module.StandingsRoute })),
  },
  {
    path: '/developers',
    lazy: () => import('../../features/developers/ApiDocsRoute').then((module) => ({ Component: module.ApiDocsRoute })),
  },
];
