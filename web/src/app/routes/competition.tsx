import type { RouteObject } from 'react-router-dom';
import { withSignedInMessages } from '../../i18n/signed-in-messages';

/** Fixtures and live scoring, in the signed-in layout; each page is its own chunk. */
export const competitionRoutes: RouteObject[] = [
  {
    path: '/matches/:id/score',
    lazy: withSignedInMessages(() =>
      import('../../routes/ScoreMatchRoute').then((module) => ({ Component: module.ScoreMatchRoute })),
    ),
  },
  {
    path: '/tournaments/:id/fixtures',
    lazy: withSignedInMessages(() =>
      import('../../routes/TournamentFixturesRoute').then((module) => ({ Component: module.TournamentFixturesRoute })),
    ),
  },
  {
    path: '/tournaments/:id/schedule',
    lazy: withSignedInMessages(() =>
      import('../../routes/TournamentScheduleRoute').then((module) => ({ Component: module.TournamentScheduleRoute })),
    ),
  },
];
