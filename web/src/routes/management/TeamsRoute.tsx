import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Flex, Heading, Link, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import type { TeamCard_TeamFragment } from '../../gql/graphql';
import { TeamCard } from '../../features/management/TeamCard';
import { TeamFormDialog } from '../../features/management/TeamFormDialog';

const ManagementTeamsQuery = graphql(`
  query ManagementTeams($clubId: Int) {
    myTeams(clubId: $clubId) {
      id
      ...TeamCard_team
    }
    myClubs {
      id
      name
      isActive
    }
  }
`);

/** Teams of my clubs and the teams I manage; ?club=ID shows one club's teams. */
export function TeamsRoute() {
  const [params] = useSearchParams();
  const clubFilter = params.get('club');
  const clubId = clubFilter && /^\d+$/.test(clubFilter) ? Number(clubFilter) : null;
  const { data, loading, error, refetch } = useQuery(ManagementTeamsQuery, {
    variables: { clubId },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<TeamCard_TeamFragment | null | undefined>(undefined);
  const teams = data?.myTeams ?? [];
  const clubs = data?.myClubs ?? [];
  const activeClubs = clubs.filter((club) => club.isActive);
  const noClub = !!data && clubs.length === 0;
  const filteredClub = clubId ? clubs.find((club) => club.id === clubId) : undefined;

  const saved = () => {
    setEditing(undefined);
    void refetch();
  };

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Flex
        justify="space-between"
        align={{ base: 'start', md: 'center' }}
        gap="4"
        direction={{ base: 'column', md: 'row' }}
      >
        <div>
          <Heading as="h1" size="2xl" color="sea.900">
            Teams
          </Heading>
          <Text mt="1" color="fg.muted">
            {filteredClub ? `Teams of ${filteredClub.name}.` : 'Teams of your clubs and the teams you manage.'}{' '}
            {clubId ? (
              <Link asChild color="sea.700">
                <RouterLink to="/teams">Show all teams</RouterLink>
              </Link>
            ) : null}
          </Text>
        </div>
        <Button colorPalette="sea" disabled={activeClubs.length === 0} onClick={() => setEditing(null)}>
          Create Team
        </Button>
      </Flex>

      {noClub ? (
        <Alert.Root status="warning" mt="6" bg="yellow.100" data-testid="club-notice">
          <Alert.Indicator />
          <Alert.Description>
            You need to create a club before you can create teams.{' '}
            <Link asChild fontWeight="semibold">
              <RouterLink to="/clubs">Go to Clubs</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Root>
      ) : null}

      <Flex mt="8" direction="column">
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Error loading teams: {error.message}</Alert.Title>
          </Alert.Root>
        ) : loading && !data ? (
          <Spinner color="sea.600" aria-label="Loading teams" />
        ) : teams.length === 0 ? (
          noClub ? (
            <EmptyState title="No teams yet" hint="Teams belong to a club: create a club first.">
              <Button asChild colorPalette="sea">
                <RouterLink to="/clubs">Create Club First</RouterLink>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No teams yet" hint="Create a team for one of your clubs." />
          )
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {teams.map((team) => (
              <TeamCard key={team.id} team={team} onManage={() => setEditing(team)} />
            ))}
          </SimpleGrid>
        )}
      </Flex>

      {editing !== undefined ? (
        <TeamFormDialog
          key={editing?.id ?? 'new'}
          team={editing}
          clubs={activeClubs}
          defaultClubId={filteredClub?.isActive ? String(filteredClub.id) : ''}
          open
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      ) : null}
    </Container>
  );
}
