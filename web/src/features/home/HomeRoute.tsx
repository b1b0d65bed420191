import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Flex,
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
import { liveRegion } from '../../app/live-region';
import { queryPageData } from '../../app/page-data';
import { EmptyState } from '../../components/EmptyState';
import { graphql } from '../../gql';
import { landingRedirect } from '../auth/redirects';
import { useLogin } from '../auth/useLogin';
import { useViewer } from '../auth/useViewer';
import { useLiveMatches } from '../live/useLiveTournament';
import { MatchSection } from '../matches/MatchList';
import { MatchCard } from '../matches/MatchCard';
import type { MatchCard_MatchFragment } from '../../gql/graphql';
import { useFollows } from '../follow/follows';
import { FollowingSection } from './FollowingSection';
import { TournamentCard } from '../tournaments/TournamentCard';
import { StatsBox } from './StatsBox';
import { asyncHandler } from '../../lib/async-handler';
import { usePageTitle } from '../../app/page-title';
import { localizeMessage } from '../../i18n/localize-message';
import { useT } from '../../i18n/use-t';

/** The spec's limits for the landing page. */
export const LANDING_LIMITS = { tournaments: 3, live: 2, results: 3, upcoming: 4, followed: 6 } as const;

const LandingQuery = graphql(`
  query Landing(
    $live: Int!
    $results: Int!
    $upcoming: Int!
    $followed: [Int!]!
    $following: Boolean!
    $followedSize: Int!
    $tournaments: Int!
  ) {
    followedLive: liveMatches(first: $followedSize, teamIds: $followed) @include(if: $following) {
      id
      ...MatchCard_match
    }
    followedNext: upcomingMatches(first: $followedSize, teamIds: $followed) @include(if: $following) {
      id
      ...MatchCard_match
    }
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
    publicTournaments(first: $tournaments) {
      id
      ...TournamentCard_tournament
    }
    siteStatistics {
      activeTournaments
      totalMatches
      liveMatches
    }
    webPushPublicKey
  }
`);

/** The landing query's variables for a visitor following these teams. */
function landingVariables(followed: number[]) {
  return {
    live: LANDING_LIMITS.live,
    results: LANDING_LIMITS.results,
    upcoming: LANDING_LIMITS.upcoming,
    followed,
    following: followed.length > 0,
    followedSize: LANDING_LIMITS.followed,
    tournaments: LANDING_LIMITS.tournaments,
  };
}

/** The server's visitor follows no team: the teams a browser follows are read there, once it runs. */
export const homePageData = queryPageData(LandingQuery, () => landingVariables([]));

export function HomeRoute() {
  const t = useT();
  // The same words as shared/page-titles' SITE_PAGE_SUBJECTS.home, in the page's language.
  usePageTitle(t('home.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const { viewer, loading: viewerLoading, error: viewerError } = useViewer();
  // Staff go to /admin at once; an activated player stays: this is their home (section 4 of the spec).
  const redirect = landingRedirect(viewer);
  const follows = useFollows();
  const followed = follows.teams.map((team) => team.id);
  const { data, error, refetch } = useQuery(LandingQuery, {
    variables: landingVariables(followed),
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
        <Spinner size="xl" color="sea.fg" aria-label={t('home.loading')} />
      </Center>
    );
  }

  const tournaments = data?.publicTournaments ?? [];
  const stats = data?.siteStatistics;
  const hasFollows = follows.teams.length > 0 || follows.matches.length > 0;

  return (
    <>
      <Box
        as="section"
        aria-labelledby="banner-heading"
        bgGradient="to-br"
        gradientFrom="sea.700"
        gradientTo="sea.900"
        color="white"
        py={{ base: '6', md: '10' }}
      >
        <Container maxW="6xl">
          <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '4', md: '8' }} align={{ md: 'flex-end' }}>
            <Stack gap="3" flex="1" maxW="2xl">
              <Text textTransform="uppercase" letterSpacing="wider" fontSize="xs" color="sand.200" fontWeight="bold">
                {t('home.banner.kicker')}
              </Text>
              <Heading as="h1" id="banner-heading" size={{ base: '2xl', md: '4xl' }} lineHeight="1.1">
                {t('home.banner.title')}
              </Heading>
              <Text fontSize={{ base: 'sm', md: 'md' }} color="sea.50">
                {t('home.banner.intro')}
              </Text>
            </Stack>
            {viewer ? (
              <HStack gap="3" wrap="wrap" data-testid="signed-in-welcome">
                <Text fontSize={{ base: 'md', md: 'lg' }} color="sand.100">
                  {t('home.welcomeBack', { name: viewer.givenName ?? viewer.name ?? viewer.email })}
                </Text>
                <Button asChild colorPalette="sunset" size="lg">
                  <RouterLink to="/my-teams">{t('home.myTeams')}</RouterLink>
                </Button>
              </HStack>
            ) : (
              <HStack gap="3" wrap="wrap">
                <Button
                  colorPalette="sunset"
                  size={{ base: 'md', md: 'lg' }}
                  onClick={asyncHandler(login.start)}
                  data-action="login"
                  loading={login.pending}
                >
                  {t('home.joinTournament')}
                </Button>
                <Button
                  variant="outline"
                  size={{ base: 'md', md: 'lg' }}
                  color="white"
                  borderColor="whiteAlpha.700"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  onClick={asyncHandler(login.start)}
                  data-action="login"
                >
                  {t('home.registerTeam')}
                </Button>
              </HStack>
            )}
          </Flex>
        </Container>
      </Box>

      {params.get('error') === 'auth_failed' || error ? (
        <Container maxW="6xl" pt="6">
          {params.get('error') === 'auth_failed' ? (
            <Alert.Root status="error" mb="4" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('home.signInFailed.title')}</Alert.Title>
                <Alert.Description>{t('home.signInFailed.text')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {error ? (
            <Alert.Root status="error" mb="4">
              <Alert.Indicator />
              <Alert.Title>{t('home.loadError', { message: localizeMessage(error.message, t) })}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Container>
      ) : null}

      {!data && !error ? (
        <Center py="12">
          <Spinner color="sea.fg" aria-label={t('home.loadingMatches')} />
        </Center>
      ) : data ? (
        // Everything the site's live matches move: a visitor's page without the app takes it from the server
        // again on a push of a match whose card it shows, or of a match that starts or ends (the app keeps its
        // cache current itself).
        <Box {...liveRegion('landing', { liveMatches: true }, 'shown')}>
          {hasFollows ? (
            <Container maxW="6xl" pt={{ base: '5', md: '8' }}>
              <FollowingSection
                follows={follows}
                live={data.followedLive ?? []}
                next={data.followedNext ?? []}
                publicKey={data.webPushPublicKey}
              />
            </Container>
          ) : null}

          <LiveStrip matches={data.liveMatches} />

          <Container maxW="6xl" py={{ base: '6', md: '10' }}>
            <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
              <Stack gap="10" minW="0">
                <MatchSection
                  id="results"
                  title={t('home.results.title')}
                  matches={data.recentResults}
                  empty={t('home.results.empty')}
                />
                <MatchSection
                  id="upcoming"
                  title={t('home.upcoming.title')}
                  matches={data.upcomingMatches}
                  empty={t('home.upcoming.empty')}
                />
              </Stack>

              <Stack as="aside" gap="6" aria-label={t('home.aside')} minW="0">
                <Box
                  as="section"
                  id="tournaments"
                  aria-labelledby="tournaments-heading"
                  data-testid="section-tournaments"
                >
                  <Heading as="h2" size="lg" id="tournaments-heading" color="ink" mb="3">
                    {t('home.tournaments.title')}
                  </Heading>
                  {tournaments.length === 0 ? (
                    <EmptyState title={t('home.tournaments.empty')} />
                  ) : (
                    <SimpleGrid columns={{ base: 1, md: 3, lg: 1 }} gap="3">
                      {tournaments.map((tournament) => (
                        <TournamentCard key={tournament.id} tournament={tournament} />
                      ))}
                    </SimpleGrid>
                  )}
                </Box>
                {stats ? (
                  <StatsBox
                    id="statistics"
                    title={t('home.stats.title')}
                    items={[
                      { label: t('home.stats.activeTournaments'), value: stats.activeTournaments },
                      { label: t('home.stats.totalMatches'), value: stats.totalMatches },
                      { label: t('home.stats.liveMatches'), value: stats.liveMatches },
                    ]}
                  />
                ) : null}
                {!hasFollows ? (
                  <Box
                    bg="sunset.subtle"
                    borderWidth="1px"
                    borderColor="sunset.emphasized"
                    borderRadius="xl"
                    p="4"
                    data-testid="follow-hint"
                  >
                    <Text fontWeight="bold" color="ink">
                      {t('home.followHint.title')}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      {t('home.followHint.text')}
                    </Text>
                  </Box>
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
                    {t('home.quickLinks.title')}
                  </Heading>
                  <Stack gap="2" align="stretch">
                    <Button asChild variant="subtle" colorPalette="sea" justifyContent="flex-start">
                      <RouterLink to="/browse">{t('home.quickLinks.browse')}</RouterLink>
                    </Button>
                    {viewer ? (
                      <Button asChild variant="subtle" colorPalette="sea" justifyContent="flex-start">
                        <RouterLink to="/my-teams">{t('home.quickLinks.myTeams')}</RouterLink>
                      </Button>
                    ) : (
                      <>
                        <Button
                          variant="subtle"
                          colorPalette="sea"
                          justifyContent="flex-start"
                          onClick={asyncHandler(login.start)}
                          data-action="login"
                        >
                          {t('home.quickLinks.createTournament')}
                        </Button>
                        <Button
                          variant="subtle"
                          colorPalette="sea"
                          justifyContent="flex-start"
                          onClick={asyncHandler(login.start)}
                          data-action="login"
                        >
                          {t('home.quickLinks.registerTeam')}
                        </Button>
                      </>
                    )}
                  </Stack>
                  <Text mt="4" fontSize="sm" color="fg.muted">
                    {t.rich('home.quickLinks.api', {
                      link: (chunks) => (
                        <ChakraLink href="/graphql" color="sea.fg" textDecoration="underline">
                          {chunks}
                        </ChakraLink>
                      ),
                    })}
                  </Text>
                </Box>
              </Stack>
            </Grid>
          </Container>
        </Box>
      ) : null}
    </>
  );
}

/** The live strip: a dark band of today's live scores, swiped sideways on a phone. */
function LiveStrip({ matches }: { matches: MatchCard_MatchFragment[] }) {
  const t = useT();
  return (
    <Box
      as="section"
      id="live"
      aria-labelledby="live-heading"
      data-testid="section-live"
      bg="sea.950"
      color="white"
      mt={{ base: '5', md: '8' }}
      py={{ base: '4', md: '6' }}
      scrollMarginTop="20"
    >
      <Container maxW="6xl">
        <Flex align="baseline" justify="space-between" gap="3" mb="3">
          <Heading as="h2" size="lg" id="live-heading">
            {t('home.live.title')}
          </Heading>
          {matches.length ? (
            <Text
              as="span"
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              color="red.200"
              fontSize="sm"
              fontWeight="bold"
            >
              <Box as="span" w="2" h="2" borderRadius="full" bg="red.400" aria-hidden />
              {t('home.live.badge')}
            </Text>
          ) : null}
        </Flex>
        {matches.length === 0 ? (
          <Text color="sea.100">{t('home.live.empty')}</Text>
        ) : (
          <Grid
            gridAutoFlow="column"
            // On a phone one card nearly fills the strip (names need the width) and the next peeks in: it scrolls.
            gridAutoColumns={{ base: 'minmax(17rem, 90%)', md: 'minmax(18rem, 1fr)' }}
            gap="3"
            overflowX="auto"
            scrollSnapType="x mandatory"
            pb="1"
            color="initial"
          >
            {matches.map((match) => (
              <Box key={match.id} scrollSnapAlign="start" minW="0">
                <MatchCard match={match} />
              </Box>
            ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}
