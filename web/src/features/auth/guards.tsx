import { Alert, Button, Center, Container, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAdmin, useViewer, viewerErrorMessage, type Viewer } from './useViewer';

export function PageSpinner() {
  return (
    <Center py="24" aria-busy="true">
      <Spinner size="xl" color="sea.600" aria-label="Loading" />
    </Center>
  );
}

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

/** The user could not be loaded (network or server trouble): say so rather than pretend they are signed out. */
function ViewerLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Container maxW="lg" py="16">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{viewerErrorMessage(error)}</Alert.Title>
      </Alert.Root>
      <Button mt="4" colorPalette="sea" onClick={retry}>
        Try again
      </Button>
    </Container>
  );
}

/** Guards the signed-in layout: activated people other than players. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { viewer, loading, error, refetch } = useViewer();
  if (loading) return <PageSpinner />;
  if (error && !viewer) return <ViewerLoadFailed error={error} retry={() => void refetch()} />;
  const target = signedInRedirect(viewer);
  return target ? <Navigate to={target} replace /> : children;
}

/** Pages for every activated account, players included (My teams). */
export function RequireMember({ children }: { children: ReactNode }) {
  const { viewer, loading, error, refetch } = useViewer();
  if (loading) return <PageSpinner />;
  if (error && !viewer) return <ViewerLoadFailed error={error} retry={() => void refetch()} />;
  const target = memberRedirect(viewer);
  return target ? <Navigate to={target} replace /> : children;
}

/** User management: tournament creators and club owners; everyone else goes to /admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { viewer, loading, error, refetch } = useViewer();
  if (loading) return <PageSpinner />;
  if (error && !viewer) return <ViewerLoadFailed error={error} retry={() => void refetch()} />;
  const target = signedInRedirect(viewer);
  if (target) return <Navigate to={target} replace />;
  return isAdmin(viewer) ? children : <Navigate to="/admin" replace />;
}
