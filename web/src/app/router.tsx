import type { RouteObject } from 'react-router-dom';
import { PageNotFound } from '../components/NotFound';
import { RouteError } from '../components/RouteError';
import { viewerPageData } from '../features/auth/useViewer';
import { withSignedInMessages } from '../i18n/signed-in-messages';
import { PublicLayout } from './PublicLayout';
import { adminRoutes, signInRoutes } from './routes/account';
import { embedRoutes } from './routes/embed';
import { competitionRoutes } from './routes/competition';
import { managementRoutes } from './routes/management';
import { memberRoutes, officialRoutes } from './routes/personal';
import { publicRoutes } from './routes/public';

/** Every route of the spec, grouped by area; each area owns its file under ./routes. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    // The header asks who is signed in: nobody, on the server.
    handle: { pageData: viewerPageData },
    children: [...publicRoutes, ...signInRoutes, ...memberRoutes, { path: '*', element: <PageNotFound /> }],
  },
  // Widgets framed by other sites: no layout of the site's own.
  { errorElement: <RouteError />, children: embedRoutes },
  {
    // The signed-in frame (its account code and messages) loads only when a signed-in route is opened.
    lazy: withSignedInMessages(async () => ({ Component: (await import('./SignedInLayout')).SignedInLayout })),
    errorElement: <RouteError />,
    children: [...adminRoutes, ...managementRoutes, ...competitionRoutes, ...officialRoutes],
  },
];
