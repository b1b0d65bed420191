import type { RouteObject } from 'react-router-dom';
import { withSignedInMessages } from '../../i18n/signed-in-messages';
import { RequireMember } from '../../features/auth/guards';

/** "My teams": every activated account, players included, so it sits in the public layout. */
export const memberRoutes: RouteObject[] = [
  {
    path: '/my-teams',
    lazy: withSignedInMessages(() =>
      import('../../features/mine/MyTeamsRoute').then(({ MyTeamsRoute }) => ({
        Component: () => (
          <RequireMember>
            <MyTeamsRoute />
          </RequireMember>
        ),
      })),
    ),
  },
];

/** "My matches" for referees, scorers and organisers, in the signed-in layout. */
export const officialRoutes: RouteObject[] = [
  {
    path: '/my-matches',
    lazy: withSignedInMessages(() =>
      import('../../features/mine/MyMatchesRoute').then(({ MyMatchesRoute }) => ({ Component: MyMatchesRoute })),
    ),
  },
];
