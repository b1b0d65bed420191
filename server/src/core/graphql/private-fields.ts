import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { RequestContext } from '../request-context.js';

/**
 * A person's contact details (e-mail, phone) reach only that person and administrators. Enforced at
 * the field, so any query that reaches a user today or tomorrow answers null to everyone else.
 * `ownerOf` names the account the value belongs to (null: nobody owns it, administrators only).
 */
export function OwnerOrAdminOnly<Root>(ownerOf: (root: Root) => number | null | undefined) {
  const guard: MiddlewareFn<RequestContext> = async ({ root, context }, next): Promise<unknown> => {
    const viewer = context.viewer;
    if (!viewer) return null;
    // The owner sees their own address even while deactivated (the pending page names it).
    if (viewer.isAdmin || viewer.id === ownerOf(root as Root)) return next();
    return null;
  };
  return UseMiddleware(guard);
}
