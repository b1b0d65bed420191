import type { RouteObject } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';
import { AuthCallbackRoute } from '../../routes/AuthCallbackRoute';

/** Sign-in steps, shown in the public layout. */
export const signInRoutes: RouteObject[] = [
  { path: '/auth/callback', element: <AuthCallbackRoute /> },
  { path: '/select-role', element: <ComingSoon title="Choose your role" /> },
  { path: '/pending-activation', element: <ComingSoon title="Account Pending Activation" /> },
];

/** The administrators' console, in the signed-in layout. */
export const adminRoutes: RouteObject[] = [
  { path: '/admin', element: <ComingSoon title="Admin Dashboard" /> },
  { path: '/admin/users', element: <ComingSoon title="User Management" /> },
  { path: '/admin/users/:id', element: <ComingSoon title="User Profile" /> },
];
