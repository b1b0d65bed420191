import type { RouteObject } from 'react-router-dom';

/**
 * Visitor pages (public layout: brand header, footer). Each page is its own chunk, so a visitor on a
 * phone at the ground downloads only the page they opened.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: () =>
      import('../../features/home/HomeRoute').then((module) => ({
        Component: module.HomeRoute,
        handle: { pageData: module.homePageData },
      })),
  },
  {
    path: '/browse',
    lazy: () =>
      import('../../routes/BrowseRoute').then((module) => ({
        Component: module.BrowseRoute,
        handle: { pageData: module.browsePageData },
      })),
  },
  {
    path: '/tournament/:id',
    lazy: () =>
      import('../../features/tournaments/TournamentRoute').then((module) => ({
        Component: module.TournamentRoute,
        handle: { pageData: module.tournamentPageData },
      })),
  },
  {
    path: '/tournament/:id/leaders',
    lazy: () =>
      import('../../features/stats/LeadersRoute').then((module) => ({
        Component: module.LeadersRoute,
        handle: { pageData: module.leadersPageData },
      })),
  },
  {
    path: '/tournament/:id/bracket',
    lazy: () =>
      import('../../features/stages/BracketRoute').then((module) => ({
        Component: module.BracketRoute,
        handle: { pageData: module.bracketPageData },
      })),
  },
  {
    path: '/tournament/:id/fixtures',
    lazy: () =>
      import('../../features/fixtures/PublicFixturesRoute').then((module) => ({
        Component: module.PublicFixturesRoute,
        handle: { pageData: module.publicFixturesPageData },
      })),
  },
  {
    path: '/player/:id',
    lazy: () =>
      import('../../features/stats/PlayerRoute').then((module) => ({
        Component: module.PlayerRoute,
        handle: { pageData: module.playerPageData },
      })),
  },
  {
    path: '/team/:id',
    lazy: () =>
      import('../../features/team/TeamRoute').then((module) => ({
        Component: module.TeamRoute,
        handle: { pageData: module.teamPageData },
      })),
  },
  {
    path: '/match/:id',
    lazy: () =>
      import('../../features/matches/MatchRoute').then((module) => ({
        Component: module.MatchRoute,
        handle: { pageData: module.matchPageData },
      })),
  },
  {
    path: '/standings/:tournamentId',
    lazy: () =>
      import('../../features/standings/StandingsRoute').then((module) => ({
        Component: module.StandingsRoute,
        handle: { pageData: module.standingsPageData },
      })),
  },
  {
    path: '/competition/:id',
    lazy: () =>
      import('../../features/competitions/CompetitionRoute').then((module) => ({
        Component: module.CompetitionRoute,
        handle: { pageData: module.competitionPageData },
      })),
  },
  {
    path: '/developers',
    lazy: () => import('../../features/developers/ApiDocsRoute').then((module) => ({ Component: module.ApiDocsRoute })),
  },
];
