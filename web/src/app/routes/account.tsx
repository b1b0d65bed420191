import type { RouteObject } from 'react-router-dom';
import { withSignedInMessages } from '../../i18n/signed-in-messages';
import { RequireAdmin } from '../../features/auth/guards';
import { AuthCallbackRoute } from '../../routes/AuthCallbackRoute';

/** Sign-in steps, shown in the public layout. */
export const signInRoutes: RouteObject[] = [
  { path: '/auth/callback', element: <AuthCallbackRoute /> },
  {
    path: '/select-role',
    lazy: withSignedInMessages(() =>
      import('../../routes/SelectRoleRoute').then((module) => ({ Component: module.SelectRoleRoute })),
    ),
  },
  {
    path: '/pending-activation',
    lazy: withSignedInMessages(() =>
      import('../../routes/PendingActivationRoute').then((module) => ({ Component: module.PendingActivationRoute })),
    ),
  },
];

/**
 * The administrators' console, in the signed-in layout (which admits activated non-players).
 * Loaded on demand: a visitor's first page never downloads it.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: withSignedInMessages(() =>
      import('../../routes/AdminDashboardRoute').then((module) => ({ Component: module.AdminDashboardRoute })),
    ),
  },
  {
    path: '/admin/users',
    lazy: withSignedInMessages(() =>
      import('../../routes/UserManagementRoute').then(({ UserManagementRoute }) => ({
        Component: () => (
          <RequireAdmin>
            <UserManagementRoute />
          </RequireAdmin>
        ),
      })),
    ),
  },
  {
    path: '/admin/users/:id',
    lazy: withSignedInMessages(() =>
      import('../../routes/UserProfileRoute').then(({ UserProfileRoute }) => ({
        Component: () => (
          <RequireAdmin>
            <UserProfileRoute />
          </RequireAdmin>
        ),
      })),
    ),
  },
];
