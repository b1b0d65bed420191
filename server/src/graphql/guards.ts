import { Role, type User } from '../modules/users/user.entity.js';
import type { GraphQLContext } from './context.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';

type ViewerContext = Pick<GraphQLContext, 'viewer'>;

/** A signed-in person whose account has not been deactivated. */
export function requireViewer(ctx: ViewerContext): User {
  if (!ctx.viewer) throw new UnauthenticatedError();
  if (!ctx.viewer.isActive) throw new ForbiddenError('Your account has been deactivated.');
  return ctx.viewer;
}

/** A signed-in person an administrator has activated. */
export function requireActivated(ctx: ViewerContext): User {
  const viewer = requireViewer(ctx);
  if (!viewer.isAccountActivated) throw new ForbiddenError('Your account is awaiting activation.');
  return viewer;
}

/** An activated person who runs things: every role but player. */
export function requireStaff(ctx: ViewerContext): User {
  const viewer = requireActivated(ctx);
  if (viewer.role === Role.player) throw new ForbiddenError('Players cannot manage competitions.');
  return viewer;
}

/** An activated tournament_creator or club_owner. */
export function requireAdmin(ctx: ViewerContext): User {
  const viewer = requireActivated(ctx);
  if (!viewer.isAdmin) throw new ForbiddenError('Only administrators can do this.');
  return viewer;
}
