import { ForbiddenError, UnauthenticatedError } from './errors.js';
import type { Viewer } from './request-context.js';

type ViewerContext<V extends Viewer> = { viewer: V | null };

/** The one role that runs nothing (`Role.player` of the users domain). */
const PLAYER_ROLE = 'player';

/**
 * Whether a role runs competitions: every role but player. Creating and running tournaments, clubs and
 * teams, and officiating matches, come with such a role and go with it (see modules/common/policy.ts).
 */
export function isStaffRole(role: string): boolean {
  return role !== PLAYER_ROLE;
}

/** A signed-in person whose account has not been deactivated. */
export function requireViewer<V extends Viewer>(ctx: ViewerContext<V>): V {
  if (!ctx.viewer) throw new UnauthenticatedError();
  if (!ctx.viewer.isActive) throw new ForbiddenError('Your account has been deactivated.');
  return ctx.viewer;
}

/** A signed-in person an administrator has activated. */
export function requireActivated<V extends Viewer>(ctx: ViewerContext<V>): V {
  const viewer = requireViewer(ctx);
  if (!viewer.isAccountActivated) throw new ForbiddenError('Your account is awaiting activation.');
  return viewer;
}

/** An activated person who runs things: every role but player. */
export function requireStaff<V extends Viewer>(ctx: ViewerContext<V>): V {
  const viewer = requireActivated(ctx);
  if (!isStaffRole(viewer.role)) throw new ForbiddenError('Players cannot manage competitions.');
  return viewer;
}

/** An activated tournament_creator or club_owner. */
export function requireAdmin<V extends Viewer>(ctx: ViewerContext<V>): V {
  const viewer = requireActivated(ctx);
  if (!viewer.isAdmin) throw new ForbiddenError('Only administrators can do this.');
  return viewer;
}
