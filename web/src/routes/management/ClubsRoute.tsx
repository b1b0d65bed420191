import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Flex, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { ClubCard } from '../../features/management/ClubCard';
import { ClubFormDialog } from '../../features/management/ClubFormDialog';

const ManagementClubsQuery = graphql(`
  query ManagementClubs {
    myClubs {
      id
      ...ClubCard_club
    }
  }
`);

/** The clubs I own: create, edit, deactivate and reactivate. */
export function ClubsRoute() {
  const { data, loading, error, refetch } = useQuery(ManagementClubsQuery, { fetchPolicy: 'cache-and-network' });
  // undefined: closed; null: creating; a club: managing it.
  const [editing, setEditing] = useState<ClubCard_ClubFragment | null | undefined>(undefined);
  const clubs = data?.myClubs ?? [];

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
            Clubs
          </Heading>
          <Text mt="1" color="fg.muted">
            The clubs you own and their teams.
          </Text>
        </div>
        <Button colorPalette="sea" onClick={() => setEditing(null)}>
          Create Club
        </Button>
      </Flex>

      <Flex mt="8" direction="column">
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Error loading clubs: {error.message}</Alert.Title>
          </Alert.Root>
        ) : loading && !data ? (
          <Spinner color="sea.600" aria-label="Loading clubs" />
        ) : clubs.length === 0 ? (
          <EmptyState title="No clubs yet" hint="Create your first club to start adding teams.">
            <Button colorPalette="sea" onClick={() => setEditing(null)}>
              Create Club
            </Button>
          </EmptyState>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {clubs.map((club) => (
              <ClubCard key={club.id} club={club} onManage={() => setEditing(club)} />
            ))}
          </SimpleGrid>
        )}
      </Flex>

      {editing !== undefined ? (
        <ClubFormDialog
          key={editing?.id ?? 'new'}
          club={editing}
          open
          onClose={() => setEditing(undefined)}
          onSaved={saved}
        />
      ) : null}
    </Container>
  );
}
