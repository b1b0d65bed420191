import type { RouteObject } from 'react-router-dom';
import { ScoreMatchRoute } from '../../routes/ScoreMatchRoute';
import { TournamentFixturesRoute } from '../../routes/TournamentFixturesRoute';

/** Fixtures and live scoring, in the signed-in layout. */
export const competitionRoutes: RouteObject[] = [
  { path: '/matches/:id/score', element: <ScoreMatchRoute /> },
  { path: '/tournaments/:id/fixtures', element: <TournamentFixturesRoute /> },
];
