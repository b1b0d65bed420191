import { Badge, Box, Button, Container, Heading, HStack, List, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../features/auth/guards';
import { useLogout } from '../features/auth/useLogout';
import { useViewer } from '../features/auth/useViewer';
import { ROLE_LABELS } from '../features/users/labels';
import { useT } from '../i18n/use-t';
import { asyncHandler } from '../lib/async-handler';

export function PendingActivationRoute() {
  const t = useT();
  const { viewer, loading } = useViewer();
  const { logout, pending } = useLogout();

  if (loading) return <PageSpinner />;
  if (!viewer) return <Navigate to="/" replace />;
  if (viewer.isActive && viewer.isAccountActivated) {
    return <Navigate to={viewer.role === 'player' ? '/' : '/admin'} replace />;
  }
  const deactivated = !viewer.isActive;

  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Box bg="surface" borderWidth="1px" borderColor="line" borderRadius="2xl" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" color="ink">
          {deactivated ? t('auth.pending.deactivatedTitle') : t('auth.pending.title')}
        </Heading>
        <Text mt="3" color="fg.muted">
          {deactivated
            ? t('auth.pending.deactivatedBody', { email: viewer.email })
            : t('auth.pending.body', { name: viewer.givenName ?? viewer.name ?? viewer.email })}
        </Text>
        {deactivated || !viewer.hasChosenRole ? null : (
          <HStack
            mt="5"
            gap="3"
            wrap="wrap"
            p="4"
            borderWidth="1px"
            borderColor="sea.500"
            borderRadius="xl"
            data-testid="role-request"
          >
            <Text fontWeight="semibold">
              {t('auth.pending.request', { role: t(ROLE_LABELS[viewer.role]) })}{' '}
              <Badge colorPalette="orange" variant="subtle" ms="1">
                {t('auth.pending.awaiting')}
              </Badge>
            </Text>
            <Button asChild size="sm" variant="ghost" colorPalette="sea" ms="auto">
              <RouterLink to="/select-role">{t('auth.pending.changeRole')}</RouterLink>
            </Button>
          </HStack>
        )}
        {deactivated ? null : (
          <Box mt="6">
            <Heading as="h2" size="md" color="ink">
              {t('auth.pending.nextTitle')}
            </Heading>
            <List.Root mt="2" gap="1" ps="5">
              <List.Item>{t('auth.pending.next1')}</List.Item>
              <List.Item>{t('auth.pending.next2')}</List.Item>
              <List.Item>{t('auth.pending.next3')}</List.Item>
            </List.Root>
          </Box>
        )}
        <Text mt="6" fontSize="sm" color="fg.muted">
          {t('auth.pending.help')}
        </Text>
        <HStack mt="6" gap="3" wrap="wrap">
          {deactivated ? null : (
            <Button colorPalette="sea" onClick={() => window.location.reload()}>
              {t('auth.pending.check')}
            </Button>
          )}
          <Button variant="outline" colorPalette="sea" onClick={asyncHandler(logout)} loading={pending}>
            {t('auth.pending.signOut')}
          </Button>
          <Button asChild variant="ghost" colorPalette="sea">
            <RouterLink to="/">{t('auth.pending.home')}</RouterLink>
          </Button>
        </HStack>
      </Box>
    </Container>
  );
}
