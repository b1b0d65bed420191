import type { Request } from 'express';
import { Role } from '../modules/users/user.entity.js';
import { badParameter } from './list-params.js';
import type { RestRoute } from './routes.js';

/** The user fields every account route answers with (snake_case on the wire). */
export const userFields = /* GraphQL */ `
  id
  email
  name
  givenName
  role
  phone
  profilePicture
  isActive
  isAccountActivated
  activatedById
  activatedAt
  hasChosenRole
  status
  createdAt
  updatedAt
`;

const activityFields = /* GraphQL */ `
  id
  action
  userId
  userEmail
  adminId
  adminEmail
  details
  createdAt
`;

/** Path ids are whole numbers; anything else is left for GraphQL to refuse as bad input. */
function idParam(req: Request): number {
  const raw = String(req.params.id ?? '');
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

function bodyField(req: Request, name: string): unknown {
  const body: unknown = req.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * `expected_role`, the role the administrator reviewed: required, so an activation never lands on a role
 * nobody looked at (400 naming the field otherwise).
 */
function expectedRole(req: Request): Role {
  const value = bodyField(req, 'expected_role');
  const roles: readonly string[] = Object.values(Role);
  if (typeof value !== 'string' || !roles.includes(value)) {
    throw badParameter('expected_role', `expected_role must be the role you reviewed, one of ${roles.join(', ')}.`);
  }
  return value as Role;
}

function roleRoute(method: 'put' | 'post'): RestRoute {
  return {
    method,
    path: '/api/admin/users/:id/role',
    query: /* GraphQL */ `
      mutation RestChangeUserRole($id: Int!, $role: Role!) {
        changeUserRole(id: $id, role: $role) { ${userFields} }
      }
    `,
    variables: (req) => ({ id: idParam(req), role: bodyField(req, 'role') }),
    pick: (data) => data.changeUserRole,
  };
}

export const userRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/api/users/me',
    query: /* GraphQL */ `
      query RestMe {
        me {
          ${userFields}
          googleUserData { picture name givenName }
        }
      }
    `,
    pick: (data) => data.me,
    whenEmpty: { status: 401, error: 'Not signed in' },
  },
  {
    method: 'post',
    path: '/api/users/update-role',
    query: /* GraphQL */ `
      mutation RestSelectRole($role: Role!) {
        selectRole(role: $role) { ${userFields} }
      }
    `,
    variables: (req) => ({ role: bodyField(req, 'role') }),
    pick: (data) => data.selectRole,
  },
  {
    method: 'get',
    path: '/api/admin/users',
    query: /* GraphQL */ `
      query RestUsers($filter: UserFilter!) {
        users(filter: $filter) { ${userFields} }
      }
    `,
    variables: (req) => ({ filter: typeof req.query.filter === 'string' ? req.query.filter : 'all' }),
    pick: (data) => data.users,
  },
  {
    method: 'get',
    path: '/api/admin/users/:id',
    query: /* GraphQL */ `
      query RestUser($id: Int!) {
        user(id: $id) { ${userFields} }
      }
    `,
    variables: (req) => ({ id: idParam(req) }),
    pick: (data) => data.user,
  },
  {
    method: 'get',
    path: '/api/admin/activity-logs',
    query: /* GraphQL */ `
      query RestActivityLogs($limit: Int!) {
        activityLogs(limit: $limit) { ${activityFields} }
      }
    `,
    variables: (req) => ({
      limit:
        req.query.limit === undefined
          ? 50
          : typeof req.query.limit === 'string' && /^\d+$/.test(req.query.limit)
            ? Number(req.query.limit)
            : Number.NaN,
    }),
    pick: (data) => data.activityLogs,
  },
  {
    method: 'get',
    path: '/api/admin/analytics',
    query: /* GraphQL */ `
      query RestAnalytics {
        analytics {
          pendingActivations
          activeUsers
          totalUsers
          recentSignups
          recentActivations
        }
      }
    `,
    pick: (data) => data.analytics,
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/activate',
    query: /* GraphQL */ `
      mutation RestActivateUser($id: Int!, $expectedRole: Role!) {
        activateUser(id: $id, expectedRole: $expectedRole) { ${userFields} }
      }
    `,
    // Body {expected_role}: the role the administrator reviewed (409 if it changed since).
    variables: (req) => ({ id: idParam(req), expectedRole: expectedRole(req) }),
    pick: (data) => data.activateUser,
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/deactivate',
    query: /* GraphQL */ `
      mutation RestDeactivateUser($id: Int!) {
        deactivateUser(id: $id) { ${userFields} }
      }
    `,
    variables: (req) => ({ id: idParam(req) }),
    pick: (data) => data.deactivateUser,
  },
  roleRoute('put'),
  roleRoute('post'),
];
