import type { RouteObject } from 'react-router-dom';
import { RequireAdmin } from '../../features/auth/guards';
import { AuthCallbackRoute } from '../../routes/AuthCallbackRoute';

/** Sign-in steps, shown in the public layout. */
export const signInRoutes: RouteObject[] = [
  { path: '/auth/callback', element: <AuthCallbackRoute /> },
  {
    path: '/select-role',
    lazy: () => import('../../routes/SelectRoleRoute').then((module) => ({ Component: module.SelectRoleRoute })),
  },
  {
    path: '/pending-activation',
    lazy: () =>
      import('../../routes/PendingActivationRoute').then((module) => ({ Component: module.PendingActivationRoute })),
  },
];

/**
 * The administrators' console, in the signed-in layout (which admits activated non-players).
 * Loaded on demand: a visitor's first page never downloads it.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: () =>
      import('../../routes/AdminDashboardRoute').then((module) => ({ Component: module.AdminDashboardRoute })),
  },
  {
    path: '/admin/users',
    lazy: () =>
      import('../../routes/UserManagementRoute').then(({ UserManagementRoute }) => ({
        Component: () => (
          <RequireAdmin>
            <UserManagementRoute />
          </RequireAdmin>
        ),
      })),
  },
  {
    path: '/admin/users/:id',
    lazy: () =>
      import('../../routes/UserProfileRoute').then(({ UserProfileRoute }) => ({
        Component: () => (
          <RequireAdmin>
            <UserProfileRoute />
          </RequireAdmin>
        ),
      })),
  },
];
