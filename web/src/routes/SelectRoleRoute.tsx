import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../features/auth/guards';
import { useViewer, ViewerQueryDocument } from '../features/auth/useViewer';
import { ROLE_LABELS } from '../features/users/labels';
import { graphql } from '../gql';
import type { Role } from '../gql/graphql';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';
import { asyncHandler } from '../lib/async-handler';

const SelectRoleMutation = graphql(`
  mutation SelectRole($role: Role!) {
    selectRole(role: $role) {
      id
      role
      hasChosenRole
      isAccountActivated
      status
    }
  }
`);

/**
 * The roles a person may ask for: section 5 of the spec's four, and the coach and player roles that
 * administrators give too (issue 49).
 */
const CHOICES: { role: Role; description: MessageId }[] = [
  { role: 'tournament_creator', description: 'auth.selectRole.describe.tournament_creator' },
  { role: 'club_owner', description: 'auth.selectRole.describe.club_owner' },
  { role: 'manager', description: 'auth.selectRole.describe.manager' },
  { role: 'coach', description: 'auth.selectRole.describe.coach' },
  { role: 'referee', description: 'auth.selectRole.describe.referee' },
  { role: 'player', description: 'auth.selectRole.describe.player' },
];

export function SelectRoleRoute() {
  const t = useT();
  const { viewer, loading } = useViewer();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [selectRole, { loading: saving }] = useMutation(SelectRoleMutation);
  const [chosen, setChosen] = useState<Role | null>(null);

  if (loading) return <PageSpinner />;
  if (!viewer) return <Navigate to="/" replace />;
  if (!viewer.isActive) return <Navigate to="/pending-activation" replace />;
  if (viewer.isAccountActivated) return <Navigate to={viewer.role === 'player' ? '/' : '/admin'} replace />;
  /** The role this person has already asked for, awaiting an administrator. */
  const requested = viewer.hasChosenRole ? viewer.role : null;

  async function choose(role: Role) {
    setChosen(role);
    setFailed(false);
    try {
      // The header and guards read the viewer query: reload it with the new role before moving on.
      const { data } = await selectRole({
        variables: { role },
        refetchQueries: [ViewerQueryDocument],
        awaitRefetchQueries: true,
      });
      void navigate(data?.selectRole.isAccountActivated ? '/admin' : '/pending-activation', { replace: true });
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  }

  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }}>
      <Heading as="h1" size="2xl" color="ink">
        {t('auth.selectRole.title')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('auth.selectRole.intro')}
      </Text>
      {requested ? (
        <Alert.Root status="info" mt="6" data-testid="role-request">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('auth.selectRole.requested', { role: t(ROLE_LABELS[requested]) })}</Alert.Title>
            <Alert.Description>{t('auth.selectRole.requestedHint')}</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="sea" variant="outline" alignSelf="center">
            <RouterLink to="/pending-activation">
              {t('auth.selectRole.keep', { role: t(ROLE_LABELS[requested]) })}
            </RouterLink>
          </Button>
        </Alert.Root>
      ) : null}
      {failed ? (
        <Alert.Root status="error" mt="6">
          <Alert.Indicator />
          <Alert.Title>{t('auth.selectRole.failed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="6">
        {CHOICES.map((choice) => (
          <Card.Root
            key={choice.role}
            borderColor={requested === choice.role ? 'sea.500' : undefined}
            borderWidth={requested === choice.role ? '2px' : undefined}
            aria-current={requested === choice.role ? 'true' : undefined}
            data-testid={`role-${choice.role}`}
          >
            <Card.Body>
              <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                <Heading as="h2" size="lg" color="ink">
                  {t(ROLE_LABELS[choice.role])}
                </Heading>
                {requested === choice.role ? (
                  <Badge colorPalette="sea" variant="solid">
                    {t('auth.selectRole.yourRequest')}
                  </Badge>
                ) : null}
              </HStack>
              <Text mt="2" color="fg.muted">
                {t(choice.description)}
              </Text>
              <Box mt="4">
                <Button
                  colorPalette="sea"
                  onClick={asyncHandler(() => choose(choice.role))}
                  loading={saving && chosen === choice.role}
                  disabled={saving}
                  aria-label={t(requested === choice.role ? 'auth.selectRole.keep' : 'auth.selectRole.continueAs', {
                    role: t(ROLE_LABELS[choice.role]),
                  })}
                >
                  {t(requested === choice.role ? 'auth.selectRole.keep' : 'auth.selectRole.continueAs', {
                    role: t(ROLE_LABELS[choice.role]),
                  })}
                </Button>
              </Box>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text mt="6" fontSize="sm" color="fg.muted">
        {t('auth.selectRole.later')}
      </Text>
    </Container>
  );
}
