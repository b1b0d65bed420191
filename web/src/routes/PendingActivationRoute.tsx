import { Badge, Box, Button, Container, Heading, HStack, List, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../features/auth/guards';
import { useLogout } from '../features/auth/useLogout';
import { useViewer } from '../features/auth/useViewer';
import { ROLE_LABELS } from '../features/users/labels';
import { asyncHandler } from '../lib/async-handler';

export function PendingActivationRoute() {
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
          {deactivated ? 'Account Deactivated' : 'Account Pending Activation'}
        </Heading>
        <Text mt="3" color="fg.muted">
          {deactivated
            ? `The account ${viewer.email} has been deactivated by an administrator. Ask an administrator to reactivate it.`
            : `Thanks for signing up, ${viewer.givenName ?? viewer.name ?? viewer.email}. An administrator must activate your account before you can use Pitchside.`}
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
              Your request: {ROLE_LABELS[viewer.role]}{' '}
              <Badge colorPalette="orange" variant="subtle" ms="1">
                Awaiting activation
              </Badge>
            </Text>
            <Button asChild size="sm" variant="ghost" colorPalette="sea" ms="auto">
              <RouterLink to="/select-role">Change role</RouterLink>
            </Button>
          </HStack>
        )}
        {deactivated ? null : (
          <Box mt="6">
            <Heading as="h2" size="md" color="ink">
              What happens next?
            </Heading>
            <List.Root mt="2" gap="1" ps="5">
              <List.Item>An administrator reviews your account and your chosen role.</List.Item>
              <List.Item>
                Once it is activated, signing in with this e-mail address takes you straight to your dashboard.
              </List.Item>
              <List.Item>This usually takes 24-48 hours.</List.Item>
            </List.Root>
          </Box>
        )}
        <Text mt="6" fontSize="sm" color="fg.muted">
          Need help? Contact the administrator of your club or tournament.
        </Text>
        <HStack mt="6" gap="3" wrap="wrap">
          {deactivated ? null : (
            <Button colorPalette="sea" onClick={() => window.location.reload()}>
              Check Activation Status
            </Button>
          )}
          <Button variant="outline" colorPalette="sea" onClick={asyncHandler(logout)} loading={pending}>
            Sign Out
          </Button>
          <Button asChild variant="ghost" colorPalette="sea">
            <RouterLink to="/">Home</RouterLink>
          </Button>
        </HStack>
      </Box>
    </Container>
  );
}
