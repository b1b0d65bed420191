import { createBrowserRouter } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
import { PublicLayout } from './PublicLayout';
import { adminRoutes, signInRoutes } from './routes/account';
import { competitionRoutes } from './routes/competition';
import { managementRoutes } from './routes/management';
import { publicRoutes } from './routes/public';
import { SignedInLayout } from './SignedInLayout';

/** Every route of the spec, grouped by area; each area owns its file under ./routes. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [...publicRoutes, ...signInRoutes, { path: '*', element: <ComingSoon title="Page not found" /> }],
  },
  {
    element: <SignedInLayout />,
    children: [...adminRoutes, ...managementRoutes, ...competitionRoutes],
  },
]);
