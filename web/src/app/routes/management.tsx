import type { RouteObject } from 'react-router-dom';
import { ClubsRoute } from '../../routes/management/ClubsRoute';
import { TeamRosterRoute } from '../../routes/management/TeamRosterRoute';
import { TeamsRoute } from '../../routes/management/TeamsRoute';
import { TournamentManageRoute } from '../../routes/management/TournamentManageRoute';
import { TournamentsRoute } from '../../routes/management/TournamentsRoute';

/** Clubs, teams, rosters and tournaments, in the signed-in layout. */
export const managementRoutes: RouteObject[] = [
  { path: '/tournaments', element: <TournamentsRoute /> },
  { path: '/tournaments/:id/manage', element: <TournamentManageRoute /> },
  { path: '/clubs', element: <ClubsRoute /> },
  { path: '/teams', element: <TeamsRoute /> },
  { path: '/teams/:id', element: <TeamRosterRoute /> },
];
