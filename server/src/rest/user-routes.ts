import type { RestRoute } from './routes.js';

export const userRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/api/users/me',
    query: /* GraphQL */ `
      query RestMe {
        me {
          id
          email
          name
          role
          phone
          profilePicture
          isActive
          isAccountActivated
          activatedAt
          hasChosenRole
          createdAt
          updatedAt
        }
      }
    `,
    pick: (data) => data.me,
    whenEmpty: { status: 401, error: 'Not signed in' },
  },
];
