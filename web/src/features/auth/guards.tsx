import { Alert, Button, Center, Container, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { memberRedirect, signedInRedirect } from './redirects';
import { isAdmin, useViewer, viewerErrorText } from './useViewer';

export { landingRedirect, memberRedirect, signedInRedirect } from './redirects';

export function PageSpinner() {
  const t = useT();
  return (
    <Center py="24" aria-busy="true">
      <Spinner size="xl" color="sea.fg" aria-label={t('auth.loading')} />
    </Center>
  );
}

/** The user could not be loaded (network or server trouble): say so rather than pretend they are signed out. */
function ViewerLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  return (
    <Container maxW="lg" py="16">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{viewerErrorText(error, t)}</Alert.Title>
      </Alert.Root>
      <Button mt="4" colorPalette="sea" onClick={retry}>
        {t('common.retry')}
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
