import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Container,
  Button,
  Field,
  Flex,
  Grid,
  Link as ChakraLink,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { allPageData, queryPageData } from '../app/page-data';
import { EmptyState } from '../components/EmptyState';
import { graphql } from '../gql';
import type { TournamentType } from '../gql/graphql';
import { useLogin } from '../features/auth/useLogin';
import { useLiveMatches } from '../features/live/useLiveTournament';
import { StatsBox } from '../features/home/StatsBox';
import { LiveDot, MatchSection } from '../features/matches/MatchList';
import { TournamentCard } from '../features/tournaments/TournamentCard';
import { asyncHandler } from '../lib/async-handler';
import { appended } from '../lib/paging';
import { usePageTitle } from '../app/page-title';
import { SITE_PAGE_SUBJECTS } from '../../../shared/page-titles';

/** The spec's limit for the sidebar's upcoming matches. */
export const BROWSE_UPCOMING_LIMIT = 8;
/** Every match live now, up to a final day's worth. */
const BROWSE_LIVE_LIMIT = 50;

const BrowseMatchesQuery = graphql(`
  query BrowseMatches($live: Int!, $upcoming: Int!) {
    liveMatches(first: $live) {
      id
      ...MatchCard_match
    }
    upcomingMatches(first: $upcoming) {
      id
      ...MatchCard_match
    }
    siteStatistics {
      activeTournaments
      totalMatches
      liveMatches
    }
  }
`);

/** Tournaments per page of the grid; "Show more tournaments" reads the next page after the last shown. */
export const BROWSE_TOURNAMENT_PAGE = 24;

const BrowseTournamentsQuery = graphql(`
  query BrowseTournaments($search: String, $type: TournamentType, $first: Int!, $after: String) {
    publicTournaments(search: $search, type: $type, first: $first, after: $after) {
      id
      cursor
      ...TournamentCard_tournament
    }
    publicTournamentCount(search: $search, type: $type)
  }
`);

const TYPE_OPTIONS: { label: string; value: TournamentType | '' }[] = [
  { label: 'All Types', value: '' },
  { label: 'Round Robin', value: 'round_robin' },
  { label: 'Knockout', value: 'knockout' },
  { label: 'League', value: 'league' },
];

type BrowseFilter = { search: string | null; type: TournamentType | null };

const BROWSE_MATCH_LIMITS = { live: BROWSE_LIVE_LIMIT, upcoming: BROWSE_UPCOMING_LIMIT };

/** The page as first opened: no search, every type. */
export const browsePageData = allPageData(
  queryPageData(BrowseTournamentsQuery, () => ({ search: null, type: null, first: BROWSE_TOURNAMENT_PAGE })),
  queryPageData(BrowseMatchesQuery, () => BROWSE_MATCH_LIMITS),
);

export function BrowseRoute() {
  usePageTitle(SITE_PAGE_SUBJECTS.browse);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TournamentType | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const filter: BrowseFilter = { search: deferredSearch || null, type: type || null };
  const { data, loading, error, fetchMore } = useQuery(BrowseTournamentsQuery, {
    variables: { ...filter, first: BROWSE_TOURNAMENT_PAGE },
  });
  const tournaments = data?.publicTournaments ?? [];
  const tournamentCount = data?.publicTournamentCount ?? 0;
  const [readingMore, setReadingMore] = useState(false);
  const showMore = async () => {
    setReadingMore(true);
    try {
      await fetchMore({
        variables: { ...filter, first: BROWSE_TOURNAMENT_PAGE, after: tournaments.at(-1)?.cursor ?? null },
        updateQuery: (previous, { fetchMoreResult }) => ({
          publicTournaments: appended(previous.publicTournaments, fetchMoreResult.publicTournaments),
          publicTournamentCount: fetchMoreResult.publicTournamentCount,
        }),
      });
    } finally {
      setReadingMore(false);
    }
  };
  const matches = useQuery(BrowseMatchesQuery, {
    variables: BROWSE_MATCH_LIMITS,
    pollInterval: 60_000,
  });
  // A score redraws from the cache; a kick-off or a finish changes the lists.
  useLiveMatches((change) => {
    if (change.statusChanged) void matches.refetch();
  });
  const login = useLogin();
  const { hash } = useLocation();
  const ready = Boolean(data && matches.data);
  // The header links to sections of this page; scroll there once they have rendered.
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [ready, hash]);
  const stats = matches.data?.siteStatistics;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" color="ink">
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
            bg="surface"
            placeholder="Search by name or description"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Tournament type</Field.Label>
          <NativeSelect.Root bg="surface">
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

      <Grid mt="8" templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="10" minW="0">
          <MatchSection
            id="live"
            title="Live Now"
            matches={matches.data?.liveMatches ?? []}
            empty={matches.data ? 'No matches are live right now' : null}
            aside={matches.data?.liveMatches.length ? <LiveDot /> : undefined}
          />
          <Box as="section" id="tournaments" scrollMarginTop="20" aria-labelledby="active-tournaments-heading">
            <Flex align="baseline" justify="space-between">
              <Heading as="h2" size="lg" id="active-tournaments-heading" color="ink">
                Active Tournaments
              </Heading>
              <Text color="fg.muted" data-testid="tournament-count" aria-live="polite">
                {loading && !data
                  ? 'Loading…'
                  : `${tournamentCount} ${tournamentCount === 1 ? 'tournament' : 'tournaments'}`}
              </Text>
            </Flex>
            <Box mt="4">
              {error ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>Error loading tournaments: {error.message}</Alert.Title>
                </Alert.Root>
              ) : loading && !data ? (
                <Spinner color="sea.fg" aria-label="Loading tournaments" />
              ) : tournaments.length === 0 ? (
                <EmptyState title="No tournaments found" hint="Try adjusting your search or filter." />
              ) : (
                <>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {tournaments.map((tournament) => (
                      <TournamentCard key={tournament.id} tournament={tournament} />
                    ))}
                  </SimpleGrid>
                  {tournaments.length < tournamentCount ? (
                    <Button mt="4" size="sm" variant="outline" onClick={asyncHandler(showMore)} loading={readingMore}>
                      Show more tournaments ({tournaments.length} of {tournamentCount})
                    </Button>
                  ) : null}
                </>
              )}
            </Box>
          </Box>
          <Box as="section" id="standings" aria-labelledby="standings-heading" scrollMarginTop="20">
            <Heading as="h2" size="lg" id="standings-heading" color="ink" mb="3">
              Standings
            </Heading>
            {tournaments.length === 0 ? (
              <Text color="fg.muted">Standings appear here for every tournament shown above.</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {tournaments.map((tournament) => (
                  <Box as="li" key={tournament.id}>
                    <ChakraLink asChild color="sea.fg" fontWeight="medium">
                      <RouterLink to={`/standings/${tournament.id}`}>{tournament.name} standings</RouterLink>
                    </ChakraLink>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>

        <Stack as="aside" gap="6" aria-label="Upcoming matches and statistics">
          <MatchSection
            id="matches"
            title="Upcoming Matches"
            matches={matches.data?.upcomingMatches ?? []}
            empty={matches.data ? 'No upcoming matches scheduled' : null}
            columns={{ base: 1 }}
          />
          {stats ? (
            <StatsBox
              id="statistics"
              title="Statistics"
              items={[
                { label: 'Active Tournaments', value: stats.activeTournaments },
                { label: 'Total Matches', value: stats.totalMatches },
                { label: 'Live Matches', value: stats.liveMatches },
              ]}
            />
          ) : null}
          <Box as="section" aria-labelledby="get-started-heading" bg="sea.800" color="white" borderRadius="xl" p="5">
            <Heading as="h2" size="md" id="get-started-heading">
              Get Started
            </Heading>
            <Text mt="2" color="sea.50" fontSize="sm">
              Run your own tournament or register your team: sign in to begin.
            </Text>
            <Button mt="4" colorPalette="sunset" onClick={asyncHandler(login.start)} loading={login.pending}>
              Login
            </Button>
          </Box>
          <Box as="nav" aria-labelledby="browse-links-heading">
            <Heading as="h2" size="md" id="browse-links-heading" color="ink" mb="2">
              Quick Links
            </Heading>
            <ChakraLink asChild color="sea.fg" fontWeight="medium">
              <RouterLink to="/">Back to Home</RouterLink>
            </ChakraLink>
          </Box>
        </Stack>
      </Grid>
    </Container>
  );
}
