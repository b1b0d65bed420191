import type { RouteObject } from 'react-router-dom';
import { PageNotFound } from '../components/NotFound';
import { PublicLayout } from './PublicLayout';
import { adminRoutes, signInRoutes } from './routes/account';
import { competitionRoutes } from './routes/competition';
import { managementRoutes } from './routes/management';
import { memberRoutes, officialRoutes } from './routes/personal';
import { publicRoutes } from './routes/public';
import { SignedInLayout } from './SignedInLayout';

/** Every route of the spec, grouped by area; each area owns its file under ./routes. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [...publicRoutes, ...signInRoutes, ...memberRoutes, { path: '*', element: <PageNotFound /> }],
  },
  {
    element: <SignedInLayout />,
    children: [...adminRoutes, ...managementRoutes, ...competitionRoutes, ...officialRoutes],
  },
];
