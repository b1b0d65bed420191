import type { RouteObject } from 'react-router-dom';
import { withSignedInMessages } from '../../i18n/signed-in-messages';

/** Clubs, teams, rosters and tournaments, in the signed-in layout; each page is its own chunk. */
export const managementRoutes: RouteObject[] = [
  {
    path: '/tournaments',
    lazy: withSignedInMessages(() =>
      import('../../routes/management/TournamentsRoute').then((module) => ({ Component: module.TournamentsRoute })),
    ),
  },
  {
    path: '/tournaments/:id/manage',
    lazy: withSignedInMessages(() =>
      import('../../routes/management/TournamentManageRoute').then((module) => ({
        Component: module.TournamentManageRoute,
      })),
    ),
  },
  {
    path: '/clubs',
    lazy: withSignedInMessages(() =>
      import('../../routes/management/ClubsRoute').then((module) => ({ Component: module.ClubsRoute })),
    ),
  },
  {
    path: '/teams',
    lazy: withSignedInMessages(() =>
      import('../../routes/management/TeamsRoute').then((module) => ({ Component: module.TeamsRoute })),
    ),
  },
  {
    path: '/teams/:id',
    lazy: withSignedInMessages(() =>
      import('../../routes/management/TeamRosterRoute').then((module) => ({ Component: module.TeamRosterRoute })),
    ),
  },
];
