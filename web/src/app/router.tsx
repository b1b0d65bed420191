import { createBrowserRouter } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
import { AuthCallbackRoute } from '../routes/AuthCallbackRoute';
import { BrowseRoute } from '../routes/BrowseRoute';
import { PublicLayout } from './PublicLayout';

/** Every route of the spec. Pages still being built say so plainly. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <ComingSoon title="Pitchside" /> },
      { path: '/browse', element: <BrowseRoute /> },
      { path: '/tournament/:id', element: <ComingSoon title="Tournament" /> },
      { path: '/match/:id', element: <ComingSoon title="Match" /> },
      { path: '/standings/:tournamentId', element: <ComingSoon title="Standings" /> },
      { path: '/auth/callback', element: <AuthCallbackRoute /> },
      { path: '/select-role', element: <ComingSoon title="Choose your role" /> },
      { path: '/pending-activation', element: <ComingSoon title="Account Pending Activation" /> },
      { path: '/admin', element: <ComingSoon title="Admin Dashboard" /> },
      { path: '/admin/users', element: <ComingSoon title="User Management" /> },
      { path: '/admin/users/:id', element: <ComingSoon title="User Profile" /> },
      { path: '/tournaments', element: <ComingSoon title="Tournaments" /> },
      { path: '/clubs', element: <ComingSoon title="Clubs" /> },
      { path: '/teams', element: <ComingSoon title="Teams" /> },
      { path: '*', element: <ComingSoon title="Page not found" /> },
    ],
  },
]);
