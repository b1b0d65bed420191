import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Flex, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import { ManagedTournamentCard } from '../../features/management/ManagedTournamentCard';
import { TournamentFormDialog } from '../../features/management/TournamentFormDialog';

const ManagementTournamentsQuery = graphql(`
  query ManagementTournaments {
    myTournaments {
      id
      ...ManagedTournamentCard_tournament
    }
  }
`);

/** The tournaments I organise, drafts included. */
export function TournamentsRoute() {
  const { data, loading, error, refetch } = useQuery(ManagementTournamentsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [creating, setCreating] = useState(false);
  const tournaments = data?.myTournaments ?? [];

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
            Tournaments
          </Heading>
          <Text mt="1" color="fg.muted">
            The tournaments you organise, from draft to publication.
          </Text>
        </div>
        <Button colorPalette="sea" onClick={() => setCreating(true)}>
          Create Tournament
        </Button>
      </Flex>

      <Flex mt="8" direction="column">
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Error loading tournaments: {error.message}</Alert.Title>
          </Alert.Root>
        ) : loading && !data ? (
          <Spinner color="sea.600" aria-label="Loading tournaments" />
        ) : tournaments.length === 0 ? (
          <EmptyState title="No tournaments yet" hint="Create your first tournament to get started.">
            <Button colorPalette="sea" onClick={() => setCreating(true)}>
              Create Tournament
            </Button>
          </EmptyState>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {tournaments.map((tournament) => (
              <ManagedTournamentCard key={tournament.id} tournament={tournament} />
            ))}
          </SimpleGrid>
        )}
      </Flex>

      {creating ? (
        <TournamentFormDialog
          tournament={null}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            void refetch();
          }}
        />
      ) : null}
    </Container>
  );
}
