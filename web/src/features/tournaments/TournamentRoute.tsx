import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isNotFound, NotFound } from '../../components/NotFound';
import { ShareButton } from '../../components/ShareButton';
import { graphql } from '../../gql';
import { formatDate, formatDateTime, formatMoney, humanize } from '../../lib/format';
import { StatsBox } from '../home/StatsBox';
import { useLiveTournament } from '../live/useLiveTournament';
import { LiveDot, MatchSection } from '../matches/MatchList';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { DetailRow } from '../../components/DetailRow';

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
      stages {
        id
        format
      }
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

export function TournamentRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(TournamentPageQuery, {
    variables: { id },
    skip: !valid,
    pollInterval: 60_000,
  });
  // Pushes redraw the match from the cache, its section included (sections are filtered by status);
  // only the counts need the server again, and only when a match changes status or is new.
  useLiveTournament(valid ? id : null, (change) => {
    if (change.statusChanged) void refetch();
  });

  if (!valid || isNotFound(error)) {
    return <NotFound title="Tournament Not Found" message="The tournament you're looking for doesn't exist." />;
  }
  if (loading && !data) return <PageSpinner label="Loading tournament" />;
  if (error || !data) return <PageLoadError noun="tournament" error={error} maxW="6xl" />;

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
          {tournament.entryFee > 0 ? <DetailRow label="Entry fee">{formatMoney(tournament.entryFee)}</DetailRow> : null}
          {tournament.prizePool > 0 ? (
            <DetailRow label="Prize pool">{formatMoney(tournament.prizePool)}</DetailRow>
          ) : null}
          {tournament.maxTeams ? <DetailRow label="Max teams">{tournament.maxTeams}</DetailRow> : null}
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
              <DetailRow label="Start date">{formatDate(tournament.startDate)}</DetailRow>
              <DetailRow label="End date">{formatDate(tournament.endDate)}</DetailRow>
              <DetailRow label="Venue">{tournament.venueInfo ?? 'Venue TBD'}</DetailRow>
              {tournament.registrationDeadline ? (
                <DetailRow label="Registration deadline">{formatDateTime(tournament.registrationDeadline)}</DetailRow>
              ) : null}
            </Stack>
            <Button asChild mt="4" colorPalette="sea" w="full">
              <RouterLink to={`/standings/${tournament.id}`}>View Standings</RouterLink>
            </Button>
            <Button asChild mt="2" colorPalette="sea" variant="outline" w="full">
              <RouterLink to={`/tournament/${tournament.id}/leaders`}>View Leaders</RouterLink>
            </Button>
            {tournament.stages.some((stage) => stage.format === 'KNOCKOUT' || stage.format === 'PAGE_PLAYOFF') ? (
              <Button asChild mt="2" colorPalette="sea" variant="outline" w="full">
                <RouterLink to={`/tournament/${tournament.id}/bracket`}>View Bracket</RouterLink>
              </Button>
            ) : null}
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
