import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../features/auth/guards';
import { useViewer, ViewerQueryDocument } from '../features/auth/useViewer';
import { ROLE_LABELS } from '../features/users/labels';
import { graphql } from '../gql';
import type { Role } from '../gql/graphql';
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
const CHOICES: { role: Role; description: string }[] = [
  { role: 'tournament_creator', description: 'Create and run tournaments, fixtures and results. Manages users.' },
  { role: 'club_owner', description: 'Run a club and its teams. Manages users.' },
  { role: 'manager', description: 'Manage a team: its roster and its registrations.' },
  { role: 'coach', description: 'Coach a team: follow its fixtures, results and players.' },
  { role: 'referee', description: 'Officiate matches and keep their scores.' },
  { role: 'player', description: 'Play for a team: your fixtures, results and figures.' },
];

export function SelectRoleRoute() {
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
        Choose your role
      </Heading>
      <Text mt="2" color="fg.muted">
        Tell us what you do on Pitchside. An administrator reviews your account before you can start.
      </Text>
      {requested ? (
        <Alert.Root status="info" mt="6" data-testid="role-request">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your request: {ROLE_LABELS[requested]} · awaiting activation</Alert.Title>
            <Alert.Description>
              An administrator will review it. Keep it, or choose another role below to change your request.
            </Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="sea" variant="outline" alignSelf="center">
            <RouterLink to="/pending-activation">Keep {ROLE_LABELS[requested]}</RouterLink>
          </Button>
        </Alert.Root>
      ) : null}
      {failed ? (
        <Alert.Root status="error" mt="6">
          <Alert.Indicator />
          <Alert.Title>Failed to set role. Please try again.</Alert.Title>
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
                  {ROLE_LABELS[choice.role]}
                </Heading>
                {requested === choice.role ? (
                  <Badge colorPalette="sea" variant="solid">
                    Your request · awaiting activation
                  </Badge>
                ) : null}
              </HStack>
              <Text mt="2" color="fg.muted">
                {choice.description}
              </Text>
              <Box mt="4">
                <Button
                  colorPalette="sea"
                  onClick={asyncHandler(() => choose(choice.role))}
                  loading={saving && chosen === choice.role}
                  disabled={saving}
                  aria-label={`${requested === choice.role ? 'Keep' : 'Continue as'} ${ROLE_LABELS[choice.role]}`}
                >
                  {requested === choice.role ? 'Keep' : 'Continue as'} {ROLE_LABELS[choice.role]}
                </Button>
              </Box>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text mt="6" fontSize="sm" color="fg.muted">
        You can change your role later, until your account is activated; after that an administrator can change it for
        you.
      </Text>
    </Container>
  );
}
