import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Container,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../components/EmptyState';
import { graphql } from '../gql';
import type { TournamentType } from '../gql/graphql';
import { TournamentCard } from '../features/tournaments/TournamentCard';

const BrowseTournamentsQuery = graphql(`
  query BrowseTournaments($search: String, $type: TournamentType) {
    publicTournaments(search: $search, type: $type) {
      id
      ...TournamentCard_tournament
    }
  }
`);

const TYPE_OPTIONS: { label: string; value: TournamentType | '' }[] = [
  { label: 'All Types', value: '' },
  { label: 'Round Robin', value: 'round_robin' },
  { label: 'Knockout', value: 'knockout' },
  { label: 'League', value: 'league' },
];

export function BrowseRoute() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TournamentType | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const { data, loading, error } = useQuery(BrowseTournamentsQuery, {
    variables: { search: deferredSearch || null, type: type || null },
  });
  const tournaments = data?.publicTournaments ?? [];

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" color="sea.900">
        Tournament Browser
      </Heading>
      <Text mt="2" color="fg.muted">
        Find a tournament to follow: football, cricket and more across the Caribbean.
      </Text>

      <Flex
        mt="6"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        as="form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field.Root flex="2">
          <Field.Label>Search tournaments</Field.Label>
          <Input
            type="search"
            bg="white"
            placeholder="Search by name or description"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Tournament type</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={type} onChange={(event) => setType(event.target.value as TournamentType | '')}>
              {TYPE_OPTIONS.map((option) => (
                <option key={option.label} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      <Box as="section" id="tournaments" mt="8" aria-labelledby="active-tournaments-heading">
        <Flex align="baseline" justify="space-between">
          <Heading as="h2" size="lg" id="active-tournaments-heading" color="sea.900">
            Active Tournaments
          </Heading>
          <Text color="fg.muted" data-testid="tournament-count" aria-live="polite">
            {loading && !data
              ? 'Loading…'
              : `${tournaments.length} ${tournaments.length === 1 ? 'tournament' : 'tournaments'}`}
          </Text>
        </Flex>
        <Box mt="4">
          {error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>Error loading tournaments: {error.message}</Alert.Title>
            </Alert.Root>
          ) : loading && !data ? (
            <Spinner color="sea.600" aria-label="Loading tournaments" />
          ) : tournaments.length === 0 ? (
            <EmptyState title="No tournaments found" hint="Try adjusting your search or filter." />
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              {tournaments.map((tournament) => (
                <TournamentCard key={tournament.id} tournament={tournament} />
              ))}
            </SimpleGrid>
          )}
        </Box>
      </Box>
    </Container>
  );
}
