import type { RouteObject } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';

/** Clubs, teams, rosters and tournaments, in the signed-in layout. */
export const managementRoutes: RouteObject[] = [
  { path: '/tournaments', element: <ComingSoon title="Tournaments" /> },
  { path: '/clubs', element: <ComingSoon title="Clubs" /> },
  { path: '/teams', element: <ComingSoon title="Teams" /> },
];
