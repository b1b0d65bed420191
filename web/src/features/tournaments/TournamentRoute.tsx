import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound, NotFound } from '../../components/NotFound';
import { ShareButton } from '../../components/ShareButton';
import { graphql } from '../../gql';
import { formatDate, formatDateTime, formatMoney, humanize } from '../../lib/format';
import { StatsBox } from '../home/StatsBox';
import { useLiveTournament } from '../live/useLiveTournament';
import { LiveDot, MatchSection } from '../matches/MatchList';

/** The spec's limits for the tournament page. */
export const TOURNAMENT_LIMITS = { upcoming: 5, recent: 5 } as const;

const TournamentPageQuery = graphql(`
  query TournamentPage($id: Int!) {
    publicTournament(id: $id) {
      id
      name
      description
      sport
      tournamentType
      startDate
      endDate
      registrationDeadline
      maxTeams
      entryFee
      prizePool
      rules
      venueInfo
      isPublished
    }
    tournamentMatches(tournamentId: $id) {
      id
      status
      scheduledDate
      ...MatchCard_match
    }
    tournamentMatchCounts(tournamentId: $id) {
      total
      completed
      upcoming
      live
    }
  }
`);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" color="sea.950" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

export function TournamentRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(TournamentPageQuery, {
    variables: { id },
    skip: !valid,
    pollInterval: 60_000,
  });
  // Every change to one of its matches is pushed; the counts and sections are re-read.
  useLiveTournament(valid ? id : null, () => void refetch());

  if (!valid || isNotFound(error)) {
    return <NotFound title="Tournament Not Found" message="The tournament you're looking for doesn't exist." />;
  }
  if (loading && !data) {
    return (
      <Center py="24">
        <Spinner size="xl" color="sea.600" aria-label="Loading tournament" />
      </Center>
    );
  }
  if (error || !data) {
    return (
      <Container maxW="6xl" py="10">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Error loading tournament: {error?.message}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }

  const tournament = data.publicTournament;
  const matches = data.tournamentMatches;
  const live = matches.filter((match) => match.status === 'in_progress');
  const upcoming = matches.filter((match) => match.status === 'scheduled').slice(0, TOURNAMENT_LIMITS.upcoming);
  const recent = matches
    .filter((match) => match.status === 'completed')
    .reverse()
    .slice(0, TOURNAMENT_LIMITS.recent);
  const counts = data.tournamentMatchCounts;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="3" as="header">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={tournament.isPublished ? 'green' : 'yellow'} variant="solid">
            {tournament.isPublished ? 'Live' : 'Coming Soon'}
          </Badge>
          <Badge colorPalette="sea" textTransform="capitalize">
            {humanize(tournament.tournamentType)}
          </Badge>
          <Badge colorPalette="sunset" textTransform="capitalize">
            {tournament.sport}
          </Badge>
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="sea.900">
          {tournament.name}
        </Heading>
        {tournament.description ? <Text color="fg.muted">{tournament.description}</Text> : null}
        <HStack as="dl" gap={{ base: '4', md: '8' }} wrap="wrap">
          {tournament.entryFee > 0 ? <Detail label="Entry fee">{formatMoney(tournament.entryFee)}</Detail> : null}
          {tournament.prizePool > 0 ? <Detail label="Prize pool">{formatMoney(tournament.prizePool)}</Detail> : null}
          {tournament.maxTeams ? <Detail label="Max teams">{tournament.maxTeams}</Detail> : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <ShareButton title={tournament.name} />
          <Button asChild size="sm" variant="outline" colorPalette="sea">
            <a href={`/tournament/${tournament.id}/fixtures.ics`}>Add fixtures to calendar</a>
          </Button>
        </HStack>
      </Stack>

      <Grid mt="8" templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="10" minW="0">
          {live.length ? (
            <MatchSection
              id="live"
              title="Live Now"
              matches={live}
              empty={null}
              aside={<LiveDot />}
              showTournament={false}
            />
          ) : null}
          <MatchSection
            id="upcoming"
            title="Upcoming Matches"
            matches={upcoming}
            empty="No upcoming matches scheduled"
            showTournament={false}
          />
          <MatchSection
            id="results"
            title="Recent Results"
            matches={recent}
            empty="No recent match results available"
            showTournament={false}
          />
        </Stack>

        <Stack as="aside" gap="6" aria-label="Tournament details">
          <Box
            as="section"
            aria-labelledby="details-heading"
            bg="white"
            borderWidth="1px"
            borderColor="sand.200"
            borderRadius="xl"
            p="4"
          >
            <Heading as="h2" size="md" id="details-heading" color="sea.900" mb="3">
              Details
            </Heading>
            <Stack as="dl" gap="3">
              <Detail label="Start date">{formatDate(tournament.startDate)}</Detail>
              <Detail label="End date">{formatDate(tournament.endDate)}</Detail>
              <Detail label="Venue">{tournament.venueInfo ?? 'Venue TBD'}</Detail>
              {tournament.registrationDeadline ? (
                <Detail label="Registration deadline">{formatDateTime(tournament.registrationDeadline)}</Detail>
              ) : null}
            </Stack>
            <Button asChild mt="4" colorPalette="sea" w="full">
              <RouterLink to={`/standings/${tournament.id}`}>View Standings</RouterLink>
            </Button>
          </Box>
          {tournament.rules ? (
            <Box
              as="section"
              aria-labelledby="rules-heading"
              bg="white"
              borderWidth="1px"
              borderColor="sand.200"
              borderRadius="xl"
              p="4"
            >
              <Heading as="h2" size="md" id="rules-heading" color="sea.900" mb="2">
                Rules
              </Heading>
              <Text whiteSpace="pre-line" fontSize="sm">
                {tournament.rules}
              </Text>
            </Box>
          ) : null}
          <StatsBox
            id="quick-stats"
            title="Quick Stats"
            items={[
              { label: 'Total', value: counts.total },
              { label: 'Completed', value: counts.completed },
              { label: 'Upcoming', value: counts.upcoming },
              { label: 'Live', value: counts.live },
            ]}
          />
        </Stack>
      </Grid>
    </Container>
  );
}
