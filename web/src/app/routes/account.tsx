import type { RouteObject } from 'react-router-dom';
import { RequireAdmin } from '../../features/auth/guards';
import { AdminDashboardRoute } from '../../routes/AdminDashboardRoute';
import { AuthCallbackRoute } from '../../routes/AuthCallbackRoute';
import { PendingActivationRoute } from '../../routes/PendingActivationRoute';
import { SelectRoleRoute } from '../../routes/SelectRoleRoute';
import { UserManagementRoute } from '../../routes/UserManagementRoute';
import { UserProfileRoute } from '../../routes/UserProfileRoute';

/** Sign-in steps, shown in the public layout. */
export const signInRoutes: RouteObject[] = [
  { path: '/auth/callback', element: <AuthCallbackRoute /> },
  { path: '/select-role', element: <SelectRoleRoute /> },
  { path: '/pending-activation', element: <PendingActivationRoute /> },
];

/** The administrators' console, in the signed-in layout (which admits activated non-players). */
export const adminRoutes: RouteObject[] = [
  { path: '/admin', element: <AdminDashboardRoute /> },
  {
    path: '/admin/users',
    element: (
      <RequireAdmin>
        <UserManagementRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/users/:id',
    element: (
      <RequireAdmin>
        <UserProfileRoute />
      </RequireAdmin>
    ),
  },
];
