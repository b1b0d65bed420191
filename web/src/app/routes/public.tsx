import type { RouteObject } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';
import { BrowseRoute } from '../../routes/BrowseRoute';

/** Visitor pages (public layout: brand header, footer). */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <ComingSoon title="Pitchside" /> },
  { path: '/browse', element: <BrowseRoute /> },
  { path: '/tournament/:id', element: <ComingSoon title="Tournament" /> },
  { path: '/match/:id', element: <ComingSoon title="Match" /> },
  { path: '/standings/:tournamentId', element: <ComingSoon title="Standings" /> },
];
