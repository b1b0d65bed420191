import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { isNotFound, NotFound } from '../../components/NotFound';
import { ShareButton } from '../../components/ShareButton';
import { graphql } from '../../gql';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { StatsBox } from '../home/StatsBox';
import { useLiveTournamentQuery } from '../live/useLiveTournament';
import { LiveDot, MatchSection } from '../matches/MatchList';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { DetailRow } from '../../components/DetailRow';
import { TournamentPhaseBadge } from './TournamentPhaseBadge';
import { SPORT_IDS, TOURNAMENT_TYPE_IDS } from './labels';
import { usePageTitle } from '../../app/page-title';
import { liveRegion } from '../../app/live-region';

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
  const t = useT();
  const format = useFormat();
  const id = Number(useParams().id);
  // Pushes redraw the match from the cache, its section included (sections are filtered by status);
  // only the counts need the server again, and only when a match changes status or is new.
  const { data, error, loading, valid } = useLiveTournamentQuery(TournamentPageQuery, { id, ...TOURNAMENT_LIMITS });
  usePageTitle(data?.publicTournament?.name);

  if (!valid || isNotFound(error)) {
    return <NotFound title={t('tournaments.page.notFoundTitle')} message={t('tournaments.page.notFoundMessage')} />;
  }
  if (loading && !data) return <PageSpinner label={t('tournaments.page.loading')} />;
  if (error || !data) return <PageLoadError noun={t('tournaments.page.noun')} error={error} maxW="6xl" />;

  const tournament = data.publicTournament;
  // Each list is asked for on its own, so the page reads a few rows whatever the tournament's size. A
  // push that changes a match's state re-reads the page (above), which moves the match between lists.
  const { live, upcoming, recent } = data;
  const counts = data.tournamentMatchCounts;

  return (
    <Container
      maxW="6xl"
      py={{ base: '6', md: '10' }}
      {...liveRegion('tournament', { tournament: tournament.id }, 'change')}
    >
      <Stack gap="3" as="header">
        <HStack gap="2" wrap="wrap">
          <TournamentPhaseBadge phase={tournament.phase} />
          <Badge colorPalette="sea" textTransform="capitalize">
            {t(TOURNAMENT_TYPE_IDS[tournament.tournamentType])}
          </Badge>
          <Badge colorPalette="sunset" textTransform="capitalize">
            {t(SPORT_IDS[tournament.sport])}
          </Badge>
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="ink">
          {tournament.name}
        </Heading>
        {tournament.competition ? (
          <Text fontSize="sm" color="fg.muted">
            {t.rich('tournaments.page.seasonOf', {
              competition: tournament.competition.name,
              link: (chunks) => (
                <Link asChild color="sea.fg" textDecoration="underline">
                  <RouterLink to={`/competition/${tournament.competition!.id}`} data-testid="competition-link">
                    {chunks}
                  </RouterLink>
                </Link>
              ),
            })}
          </Text>
        ) : null}
        {tournament.description ? <Text color="fg.muted">{tournament.description}</Text> : null}
        <HStack as="dl" gap={{ base: '4', md: '8' }} wrap="wrap">
          {tournament.entryFee > 0 ? (
            <DetailRow label={t('tournaments.page.entryFee')}>{formatMoney(tournament.entryFee)}</DetailRow>
          ) : null}
          {tournament.prizePool > 0 ? (
            <DetailRow label={t('tournaments.page.prizePool')}>{formatMoney(tournament.prizePool)}</DetailRow>
          ) : null}
          {tournament.maxTeams ? (
            <DetailRow label={t('tournaments.page.maxTeams')}>{tournament.maxTeams}</DetailRow>
          ) : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <ShareButton title={tournament.name} />
          <Button asChild size="sm" variant="outline" colorPalette="sea">
            <a href={`/tournament/${tournament.id}/fixtures.ics`}>{t('tournaments.page.addToCalendar')}</a>
          </Button>
        </HStack>
      </Stack>

      <Grid mt="8" templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="10" minW="0">
          {live.length ? (
            <MatchSection
              id="live"
              title={t('tournaments.page.liveNow')}
              matches={live}
              empty={null}
              aside={<LiveDot />}
              showTournament={false}
            />
          ) : null}
          <MatchSection
            id="upcoming"
            title={t('tournaments.page.upcomingMatches')}
            matches={upcoming}
            empty={t('tournaments.page.noUpcoming')}
            showTournament={false}
          />
          <MatchSection
            id="results"
            title={t('tournaments.page.recentResults')}
            matches={recent}
            empty={t('tournaments.page.noRecent')}
            showTournament={false}
          />
          <Button asChild alignSelf="flex-start" size="sm" colorPalette="sea" variant="outline">
            <RouterLink to={`/tournament/${tournament.id}/fixtures`}>
              {t('tournaments.page.allFixtures', { count: counts.total })}
            </RouterLink>
          </Button>
        </Stack>

        <Stack as="aside" gap="6" aria-label={t('tournaments.page.detailsLabel')}>
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
              {t('tournaments.page.details')}
            </Heading>
            <Stack as="dl" gap="3">
              <DetailRow label={t('tournaments.page.startDate')}>{format.date(tournament.startDate)}</DetailRow>
              <DetailRow label={t('tournaments.page.endDate')}>{format.date(tournament.endDate)}</DetailRow>
              <DetailRow label={t('tournaments.page.venue')}>
                {tournament.venueInfo ?? t('tournaments.page.venueTbd')}
              </DetailRow>
              {tournament.registrationDeadline ? (
                <DetailRow label={t('tournaments.page.registrationDeadline')}>
                  {format.dateTime(tournament.registrationDeadline)}
                </DetailRow>
              ) : null}
            </Stack>
            <Button asChild mt="4" colorPalette="sea" w="full">
              <RouterLink to={`/standings/${tournament.id}`}>{t('tournaments.page.viewStandings')}</RouterLink>
            </Button>
            <Button asChild mt="2" colorPalette="sea" variant="outline" w="full">
              <RouterLink to={`/tournament/${tournament.id}/leaders`}>{t('tournaments.page.viewLeaders')}</RouterLink>
            </Button>
            {tournament.stages.some((stage) => stage.format === 'KNOCKOUT' || stage.format === 'PAGE_PLAYOFF') ? (
              <Button asChild mt="2" colorPalette="sea" variant="outline" w="full">
                <RouterLink to={`/tournament/${tournament.id}/bracket`}>{t('tournaments.page.viewBracket')}</RouterLink>
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
                {t('tournaments.page.rules')}
              </Heading>
              <Text whiteSpace="pre-line" fontSize="sm">
                {tournament.rules}
              </Text>
            </Box>
          ) : null}
          <StatsBox
            id="quick-stats"
            title={t('tournaments.page.quickStats')}
            items={[
              { label: t('tournaments.page.statTotal'), value: counts.total },
              { label: t('tournaments.page.statCompleted'), value: counts.completed },
              { label: t('tournaments.page.statUpcoming'), value: counts.upcoming },
              { label: t('tournaments.page.statLive'), value: counts.live },
            ]}
          />
        </Stack>
      </Grid>
    </Container>
  );
}
