import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { isNotFound, NotFound } from '../../components/NotFound';
import { ShareButton } from '../../components/ShareButton';
import { graphql } from '../../gql';
import { formatDate, formatDateTime, formatMoney, humanize } from '../../lib/format';
import { StatsBox } from '../home/StatsBox';
import { useLiveTournamentQuery } from '../live/useLiveTournament';
import { LiveDot, MatchSection } from '../matches/MatchList';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { DetailRow } from '../../components/DetailRow';
import { TournamentPhaseBadge } from './TournamentPhaseBadge';
import { usePageTitle } from '../../app/page-title';

/** The spec's limits for the tournament page. */

/** How many matches of each kind the page shows; the full list is on /tournament/:id/fixtures ("All fixtures"). */
export const TOURNAMENT_LIMITS = { live: 20, upcoming: 5, recent: 5 } as const;

const TournamentPageQuery = graphql(`
  query TournamentPage($id: Int!, $live: Int!, $upcoming: Int!, $recent: Int!) {
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
      phase
      competition {
        id
        name
      }
    }
    live: tournamentMatches(tournamentId: $id, filter: { status: [in_progress] }, first: $live) {
      ...MatchCard_match
    }
    upcoming: tournamentMatches(tournamentId: $id, filter: { status: [scheduled] }, first: $upcoming) {
      ...MatchCard_match
    }
    recent: tournamentMatches(tournamentId: $id, filter: { status: [completed] }, sort: DATE_DESC, first: $recent) {
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

export const tournamentPageData = queryPageData(TournamentPageQuery, ({ params }) => {
  const id = parseId(params.id);
  return id === null ? null : { id, ...TOURNAMENT_LIMITS };
});

export function TournamentRoute() {
  const id = Number(useParams().id);
  // Pushes redraw the match from the cache, its section included (sections are filtered by status);
  // only the counts need the server again, and only when a match changes status or is new.
  const { data, error, loading, valid } = useLiveTournamentQuery(TournamentPageQuery, { id, ...TOURNAMENT_LIMITS });
  usePageTitle(data?.publicTournament?.name);

  if (!valid || isNotFound(error)) {
    return <NotFound title="Tournament Not Found" message="The tournament you're looking for doesn't exist." />;
  }
  if (loading && !data) return <PageSpinner label="Loading tournament" />;
  if (error || !data) return <PageLoadError noun="tournament" error={error} maxW="6xl" />;

  const tournament = data.publicTournament;
  // Each list is asked for on its own, so the page reads a few rows whatever the tournament's size. A
  // push that changes a match's state re-reads the page (above), which moves the match between lists.
  const { live, upcoming, recent } = data;
  const counts = data.tournamentMatchCounts;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="3" as="header">
        <HStack gap="2" wrap="wrap">
          <TournamentPhaseBadge phase={tournament.phase} />
          <Badge colorPalette="sea" textTransform="capitalize">
            {humanize(tournament.tournamentType)}
          </Badge>
          <Badge colorPalette="sunset" textTransform="capitalize">
            {tournament.sport}
          </Badge>
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="ink">
          {tournament.name}
        </Heading>
        {tournament.competition ? (
          <Text fontSize="sm" color="fg.muted">
            A season of{' '}
            <Link asChild color="sea.fg" textDecoration="underline">
              <RouterLink to={`/competition/${tournament.competition.id}`} data-testid="competition-link">
                {tournament.competition.name}
              </RouterLink>
            </Link>
          </Text>
        ) : null}
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
          <Button asChild alignSelf="flex-start" size="sm" colorPalette="sea" variant="outline">
            <RouterLink to={`/tournament/${tournament.id}/fixtures`}>All fixtures ({counts.total})</RouterLink>
          </Button>
        </Stack>

        <Stack as="aside" gap="6" aria-label="Tournament details">
          <Box
            as="section"
            aria-labelledby="details-heading"
            bg="surface"
            borderWidth="1px"
            borderColor="line"
            borderRadius="xl"
            p="4"
          >
            <Heading as="h2" size="md" id="details-heading" color="ink" mb="3">
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
              bg="surface"
              borderWidth="1px"
              borderColor="line"
              borderRadius="xl"
              p="4"
            >
              <Heading as="h2" size="md" id="rules-heading" color="ink" mb="2">
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
