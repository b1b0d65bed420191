import type { RouteObject } from 'react-router-dom';

/** Clubs, teams, rosters and tournaments, in the signed-in layout; each page is its own chunk. */
export const managementRoutes: RouteObject[] = [
  {
    path: '/tournaments',
    lazy: () =>
      import('../../routes/management/TournamentsRoute').then((module) => ({ Component: module.TournamentsRoute })),
  },
  {
    path: '/tournaments/:id/manage',
    lazy: () =>
      import('../../routes/management/TournamentManageRoute').then((module) => ({
        Component: module.TournamentManageRoute,
      })),
  },
  {
    path: '/clubs',
    lazy: () => import('../../routes/management/ClubsRoute').then((module) => ({ Component: module.ClubsRoute })),
  },
  {
    path: '/teams',
    lazy: () => import('../../routes/management/TeamsRoute').then((module) => ({ Component: module.TeamsRoute })),
  },
  {
    path: '/teams/:id',
    lazy: () =>
      import('../../routes/management/TeamRosterRoute').then((module) => ({ Component: module.TeamRosterRoute })),
  },
];
