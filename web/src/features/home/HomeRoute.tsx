import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import { landingRedirect } from '../auth/redirects';
import { useLogin } from '../auth/useLogin';
import { useViewer } from '../auth/useViewer';
import { useLiveMatches } from '../live/useLiveTournament';
import { LiveDot, MatchSection } from '../matches/MatchList';
import { TournamentCard } from '../tournaments/TournamentCard';
import { StatsBox } from './StatsBox';
import { asyncHandler } from '../../lib/async-handler';

/** The spec's limits for the landing page. */
export const LANDING_LIMITS = { tournaments: 3, live: 2, results: 3, upcoming: 4 } as const;

const LandingQuery = graphql(`
  query Landing($live: Int!, $results: Int!, $upcoming: Int!) {
    liveMatches(first: $live) {
      id
      ...MatchCard_match
    }
    recentResults(first: $results) {
      id
      ...MatchCard_match
    }
    upcomingMatches(first: $upcoming) {
      id
      ...MatchCard_match
    }
    publicTournaments {
      id
      ...TournamentCard_tournament
    }
    siteStatistics {
      activeTournaments
      totalMatches
      liveMatches
    }
  }
`);

export function HomeRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const { viewer, loading: viewerLoading, error: viewerError } = useViewer();
  // Staff go to /admin at once; an activated player stays: this is their home (section 4 of the spec).
  const redirect = landingRedirect(viewer);
  const { data, error, refetch } = useQuery(LandingQuery, {
    variables: { live: LANDING_LIMITS.live, results: LANDING_LIMITS.results, upcoming: LANDING_LIMITS.upcoming },
    // Pushes carry every change; a slow poll only covers a dropped connection.
    pollInterval: 60_000,
  });
  // A score redraws from the cache; a kick-off or a final whistle moves matches between the lists and
  // changes the live count, so only then are they re-read.
  useLiveMatches((change) => {
    if (change.statusChanged) void refetch();
  });

  // "A signed-in user is redirected away at once."
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  // The spec's message is logged; a visitor whose check failed keeps the public page.
  useEffect(() => {
    if (viewerError) console.error('Failed to fetch user data', viewerError);
  }, [viewerError]);

  if (viewerLoading || redirect) {
    return (
      <Center py="24">
        <Spinner size="xl" color="sea.fg" aria-label="Loading" />
      </Center>
    );
  }

  const tournaments = (data?.publicTournaments ?? []).slice(0, LANDING_LIMITS.tournaments);
  const stats = data?.siteStatistics;

  return (
    <>
      <Box
        as="section"
        aria-labelledby="banner-heading"
        bgGradient="to-br"
        gradientFrom="sea.700"
        gradientTo="sea.900"
        color="white"
        py={{ base: '10', md: '16' }}
      >
        <Container maxW="6xl">
          <Stack gap="4" maxW="2xl">
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" color="sand.200" fontWeight="bold">
              Football, cricket and more
            </Text>
            <Heading as="h1" id="banner-heading" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              Every island tournament, live from the ground
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="sea.50">
              Follow live scores, results, fixtures and standings across the Caribbean. No sign-in needed.
            </Text>
            {viewer ? (
              <HStack gap="3" wrap="wrap" data-testid="signed-in-welcome">
                <Text fontSize={{ base: 'md', md: 'lg' }} color="sand.100">
                  Welcome back, {viewer.givenName ?? viewer.name ?? viewer.email}.
                </Text>
                <Button asChild colorPalette="sunset" size="lg">
                  <RouterLink to="/my-teams">My teams</RouterLink>
                </Button>
              </HStack>
            ) : (
              <HStack gap="3" wrap="wrap">
                <Button colorPalette="sunset" size="lg" onClick={asyncHandler(login.start)} loading={login.pending}>
                  Join Tournament
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  color="white"
                  borderColor="whiteAlpha.700"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  onClick={asyncHandler(login.start)}
                >
                  Register Team
                </Button>
              </HStack>
            )}
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {params.get('error') === 'auth_failed' ? (
          <Alert.Root status="error" mb="6" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Sign-in failed</Alert.Title>
              <Alert.Description>We could not sign you in. Please try again.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {error ? (
          <Alert.Root status="error" mb="6">
            <Alert.Indicator />
            <Alert.Title>Error loading matches: {error.message}</Alert.Title>
          </Alert.Root>
        ) : null}

        {!data && !error ? (
          <Center py="12">
            <Spinner color="sea.fg" aria-label="Loading matches" />
          </Center>
        ) : data ? (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
            <Stack gap="10" minW="0">
              <MatchSection
                id="live"
                title="Live Now"
                matches={data.liveMatches}
                empty="No matches are live right now"
                aside={data.liveMatches.length ? <LiveDot /> : undefined}
              />
              <MatchSection
                id="results"
                title="Recent Results"
                matches={data.recentResults}
                empty="No recent match results available"
              />
              <Box
                as="section"
                id="tournaments"
                aria-labelledby="tournaments-heading"
                data-testid="section-tournaments"
              >
                <Heading as="h2" size="lg" id="tournaments-heading" color="ink" mb="3">
                  Active Tournaments
                </Heading>
                {tournaments.length === 0 ? (
                  <EmptyState title="No active tournaments at the moment" />
                ) : (
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    {tournaments.map((tournament) => (
                      <TournamentCard key={tournament.id} tournament={tournament} />
                    ))}
                  </SimpleGrid>
                )}
              </Box>
              <MatchSection
                id="upcoming"
                title="Upcoming Matches"
                matches={data.upcomingMatches}
                empty="No upcoming matches scheduled"
              />
            </Stack>

            <Stack as="aside" gap="6" aria-label="Statistics and quick links">
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
              <Box
                as="nav"
                aria-labelledby="quick-links-heading"
                bg="surface"
                borderWidth="1px"
                borderColor="line"
                borderRadius="xl"
                p="4"
              >
                <Heading as="h2" size="md" id="quick-links-heading" color="ink" mb="3">
                  Quick Links
                </Heading>
                <Stack gap="2" align="stretch">
                  <Button asChild variant="subtle" colorPalette="sea" justifyContent="flex-start">
                    <RouterLink to="/browse">Browse Tournaments</RouterLink>
                  </Button>
                  {viewer ? (
                    <Button asChild variant="subtle" colorPalette="sea" justifyContent="flex-start">
                      <RouterLink to="/my-teams">My teams: fixtures and results</RouterLink>
                    </Button>
                  ) : (
                    <>
                      <Button
                        variant="subtle"
                        colorPalette="sea"
                        justifyContent="flex-start"
                        onClick={asyncHandler(login.start)}
                      >
                        Login to Create Tournament
                      </Button>
                      <Button
                        variant="subtle"
                        colorPalette="sea"
                        justifyContent="flex-start"
                        onClick={asyncHandler(login.start)}
                      >
                        Login to Register Team
                      </Button>
                    </>
                  )}
                </Stack>
                <Text mt="4" fontSize="sm" color="fg.muted">
                  Building something?{' '}
                  <ChakraLink href="/graphql" color="sea.fg" textDecoration="underline">
                    Explore the public API
                  </ChakraLink>
                  .
                </Text>
              </Box>
            </Stack>
          </Grid>
        ) : null}
      </Container>
    </>
  );
}
