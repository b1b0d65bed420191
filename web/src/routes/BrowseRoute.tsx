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
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';

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

const TYPE_OPTIONS: { label: MessageId; value: TournamentType | '' }[] = [
  { label: 'tournaments.browse.type.all', value: '' },
  { label: 'tournaments.browse.type.round_robin', value: 'round_robin' },
  { label: 'tournaments.browse.type.knockout', value: 'knockout' },
  { label: 'tournaments.browse.type.league', value: 'league' },
];

type BrowseFilter = { search: string | null; type: TournamentType | null };

const BROWSE_MATCH_LIMITS = { live: BROWSE_LIVE_LIMIT, upcoming: BROWSE_UPCOMING_LIMIT };

/** The page as first opened: no search, every type. */
export const browsePageData = allPageData(
  queryPageData(BrowseTournamentsQuery, () => ({ search: null, type: null, first: BROWSE_TOURNAMENT_PAGE })),
  queryPageData(BrowseMatchesQuery, () => BROWSE_MATCH_LIMITS),
);

export function BrowseRoute() {
  const t = useT();
  // The server writes the English subject (shared/page-titles.ts) into the first page's title.
  usePageTitle(t('tournaments.browse.pageTitle'));
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
        {t('tournaments.browse.heading')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('tournaments.browse.intro')}
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
          <Field.Label>{t('tournaments.browse.searchLabel')}</Field.Label>
          <Input
            type="search"
            bg="surface"
            placeholder={t('tournaments.browse.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>{t('tournaments.browse.typeLabel')}</Field.Label>
          <NativeSelect.Root bg="surface">
            <NativeSelect.Field value={type} onChange={(event) => setType(event.target.value as TournamentType | '')}>
              {TYPE_OPTIONS.map((option) => (
                <option key={option.label} value={option.value}>
                  {t(option.label)}
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
            title={t('tournaments.browse.liveNow')}
            matches={matches.data?.liveMatches ?? []}
            empty={matches.data ? t('tournaments.browse.noLive') : null}
            aside={matches.data?.liveMatches.length ? <LiveDot /> : undefined}
          />
          <Box as="section" id="tournaments" scrollMarginTop="20" aria-labelledby="active-tournaments-heading">
            <Flex align="baseline" justify="space-between">
              <Heading as="h2" size="lg" id="active-tournaments-heading" color="ink">
                {t('tournaments.browse.activeTournaments')}
              </Heading>
              <Text color="fg.muted" data-testid="tournament-count" aria-live="polite">
                {loading && !data ? t('common.loading') : t('tournaments.browse.count', { count: tournamentCount })}
              </Text>
            </Flex>
            <Box mt="4">
              {error ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{t('tournaments.browse.loadError', { message: error.message })}</Alert.Title>
                </Alert.Root>
              ) : loading && !data ? (
                <Spinner color="sea.fg" aria-label={t('tournaments.browse.loading')} />
              ) : tournaments.length === 0 ? (
                <EmptyState title={t('tournaments.browse.emptyTitle')} hint={t('tournaments.browse.emptyHint')} />
              ) : (
                <>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    {tournaments.map((tournament) => (
                      <TournamentCard key={tournament.id} tournament={tournament} />
                    ))}
                  </SimpleGrid>
                  {tournaments.length < tournamentCount ? (
                    <Button mt="4" size="sm" variant="outline" onClick={asyncHandler(showMore)} loading={readingMore}>
                      {t('tournaments.browse.showMore', { shown: tournaments.length, total: tournamentCount })}
                    </Button>
                  ) : null}
                </>
              )}
            </Box>
          </Box>
          <Box as="section" id="standings" aria-labelledby="standings-heading" scrollMarginTop="20">
            <Heading as="h2" size="lg" id="standings-heading" color="ink" mb="3">
              {t('tournaments.browse.standings')}
            </Heading>
            {tournaments.length === 0 ? (
              <Text color="fg.muted">{t('tournaments.browse.standingsEmpty')}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {tournaments.map((tournament) => (
                  <Box as="li" key={tournament.id}>
                    <ChakraLink asChild color="sea.fg" fontWeight="medium">
                      <RouterLink to={`/standings/${tournament.id}`}>
                        {t('tournaments.browse.standingsOf', { tournament: tournament.name })}
                      </RouterLink>
                    </ChakraLink>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>

        <Stack as="aside" gap="6" aria-label={t('tournaments.browse.asideLabel')}>
          <MatchSection
            id="matches"
            title={t('tournaments.browse.upcomingMatches')}
            matches={matches.data?.upcomingMatches ?? []}
            empty={matches.data ? t('tournaments.browse.noUpcoming') : null}
            columns={{ base: 1 }}
          />
          {stats ? (
            <StatsBox
              id="statistics"
              title={t('tournaments.browse.statistics')}
              items={[
                { label: t('tournaments.browse.statActive'), value: stats.activeTournaments },
                { label: t('tournaments.browse.statTotal'), value: stats.totalMatches },
                { label: t('tournaments.browse.statLive'), value: stats.liveMatches },
              ]}
            />
          ) : null}
          <Box as="section" aria-labelledby="get-started-heading" bg="sea.800" color="white" borderRadius="xl" p="5">
            <Heading as="h2" size="md" id="get-started-heading">
              {t('tournaments.browse.getStarted')}
            </Heading>
            <Text mt="2" color="sea.50" fontSize="sm">
              {t('tournaments.browse.getStartedText')}
            </Text>
            <Button mt="4" colorPalette="sunset" onClick={asyncHandler(login.start)} loading={login.pending}>
              {t('tournaments.browse.login')}
            </Button>
          </Box>
          <Box as="nav" aria-labelledby="browse-links-heading">
            <Heading as="h2" size="md" id="browse-links-heading" color="ink" mb="2">
              {t('tournaments.browse.quickLinks')}
            </Heading>
            <ChakraLink asChild color="sea.fg" fontWeight="medium">
              <RouterLink to="/">{t('tournaments.browse.backHome')}</RouterLink>
            </ChakraLink>
          </Box>
        </Stack>
      </Grid>
    </Container>
  );
}
