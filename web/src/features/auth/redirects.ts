import type { Viewer } from './useViewer';

// Pure rules, apart from the guards' components: the landing page needs them without the guards' UI.

/**
 * Where section 4 of the spec sends a person who may not see a signed-in page, or null when they may.
 * No user: /. Not activated (or deactivated): /pending-activation. Activated player: /.
 */
export function signedInRedirect(viewer: Viewer | null): string | null {
  if (!viewer) return '/';
  if (!viewer.isActive || !viewer.isAccountActivated) return '/pending-activation';
  if (viewer.role === 'player') return '/';
  return null;
}

/**
 * Where the landing page sends a signed-in person, or null to let them stay. Staff go to /admin and
 * people not yet activated to /pending-activation; activated players stay on the public home (the
 * guards send them there, so sending them on to /admin would loop).
 */
export function landingRedirect(viewer: Viewer | null): string | null {
  if (!viewer) return null;
  const target = signedInRedirect(viewer);
  if (target === '/') return null;
  return target ?? '/admin';
}

/** Where a person who may not see a page for every activated account (players too) goes, or null. */
export function memberRedirect(viewer: Viewer | null): string | null {
  if (!viewer) return '/';
  if (!viewer.isActive || !viewer.isAccountActivated) return '/pending-activation';
  return null;
}
