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
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { liveRegion, pageRegion, regionLink } from '../app/live-region';
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
import { longerListSearch, mostShown, shownFromAddress } from '../lib/paging';
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

/** Tournaments per page of the grid, and how many more each "Show more tournaments" adds. */
export const BROWSE_TOURNAMENT_PAGE = 24;

/** The most tournaments the grid shows: whole pages up to the API's ceiling. */
export const BROWSE_TOURNAMENT_MOST = mostShown(BROWSE_TOURNAMENT_PAGE);

/** The longest search kept from an address; a name or a phrase of a description is far shorter. */
export const BROWSE_SEARCH_MOST = 100;

const BrowseTournamentsQuery = graphql(`
  query BrowseTournaments($search: String, $type: TournamentType, $first: Int!) {
    publicTournaments(search: $search, type: $type, first: $first) {
      id
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

const TOURNAMENT_TYPES: readonly string[] = TYPE_OPTIONS.flatMap((option) => (option.value ? [option.value] : []));

/** The tournaments query's variables. */
export type BrowseTournamentsVariables = { search: string | null; type: TournamentType | null; first: number };

/**
 * The tournaments the page shows, from its address (`?q=cup&type=league&tournaments=48`): the server's page data
 * and the app's query both read it, so the server's rendering and the app ask for the same list. A type that is
 * none of ours is no type; the search is trimmed and cut to BROWSE_SEARCH_MOST.
 */
export function browseTournamentsVariables(address: URLSearchParams): BrowseTournamentsVariables {
  const search = (address.get('q') ?? '').trim().slice(0, BROWSE_SEARCH_MOST).trim();
  const type = address.get('type') ?? '';
  return {
    search: search || null,
    type: TOURNAMENT_TYPES.includes(type) ? (type as TournamentType) : null,
    first: shownFromAddress(address.get('tournaments'), BROWSE_TOURNAMENT_PAGE),
  };
}

/**
 * The address with one field of the filter changed (an empty value drops it), every other parameter kept but
 * the count: another filter starts again at one page.
 */
export function browseFilterSearch(address: URLSearchParams, field: 'q' | 'type', value: string): URLSearchParams {
  const next = new URLSearchParams(address);
  if (value) next.set(field, value);
  else next.delete(field);
  next.delete('tournaments');
  return next;
}

const BROWSE_MATCH_LIMITS = { live: BROWSE_LIVE_LIMIT, upcoming: BROWSE_UPCOMING_LIMIT };

/** The page as its address asks for it: the filtered tournaments, and the matches. */
export const browsePageData = allPageData(
  queryPageData(BrowseTournamentsQuery, ({ search }) => browseTournamentsVariables(search)),
  queryPageData(BrowseMatchesQuery, () => BROWSE_MATCH_LIMITS),
);

export function BrowseRoute() {
  const t = useT();
  // The server writes the English subject (shared/page-titles.ts) into the first page's title.
  usePageTitle(t('tournaments.browse.pageTitle'));
  const [address, setAddress] = useSearchParams();
  const asked = browseTournamentsVariables(address);
  // The box shows what was typed at once; the address (and the query after it) follows.
  const addressQ = address.get('q') ?? '';
  const [typed, setTyped] = useState(addressQ);
  const [followed, setFollowed] = useState(addressQ);
  if (addressQ !== followed) {
    // The address moved on its own (a link, Back): the box shows it.
    setFollowed(addressQ);
    setTyped(addressQ);
  }
  const filterBy = (field: 'q' | 'type', value: string) => {
    if (field === 'q') {
      setTyped(value);
      setFollowed(value);
    }
    setAddress(browseFilterSearch(address, field, value), { replace: true, preventScrollReset: true });
  };
  const deferredSearch = useDeferredValue(asked.search);
  const {
    data: current,
    previousData,
    loading,
    error,
  } = useQuery(BrowseTournamentsQuery, {
    variables: { ...asked, search: deferredSearch },
  });
  // While another filter or a longer list loads, the cards already there stay instead of a spinner.
  const data = current ?? previousData;
  const tournaments = data?.publicTournaments ?? [];
  const tournamentCount = data?.publicTournamentCount ?? 0;
  const stale = loading && !current && Boolean(previousData);
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
  // The header links to sections of this page; scroll there once the app has rendered them (a visitor's page
  // is the server's, every section there already, and the browser goes to the fragment itself).
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

      {/* The address already follows typing; without a script the form loads the filtered page, and a visitor's
          page fetches it and swaps the tournaments (visitor/region-forms.ts). */}
      <Flex mt="6" gap="4" direction={{ base: 'column', md: 'row' }} asChild>
        <form
          method="get"
          action="/browse"
          role="search"
          data-region-form="browse-tournaments"
          onSubmit={(event) => event.preventDefault()}
        >
          <Field.Root flex="2">
            <Field.Label>{t('tournaments.browse.searchLabel')}</Field.Label>
            <Input
              type="search"
              name="q"
              maxLength={BROWSE_SEARCH_MOST}
              bg="surface"
              placeholder={t('tournaments.browse.searchPlaceholder')}
              value={typed}
              onChange={(event) => filterBy('q', event.target.value)}
            />
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>{t('tournaments.browse.typeLabel')}</Field.Label>
            <NativeSelect.Root bg="surface">
              <NativeSelect.Field
                name="type"
                value={asked.type ?? ''}
                onChange={(event) => filterBy('type', event.target.value)}
              >
                {TYPE_OPTIONS.map((option) => (
                  <option key={option.label} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </form>
      </Flex>

      <Grid mt="8" templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="10" minW="0">
          {/* Its cards show live scores: a push of a match it shows, or of a match that starts or ends, redraws it. */}
          <Box {...liveRegion('browse-live', { liveMatches: true }, 'shown')}>
            <MatchSection
              id="live"
              title={t('tournaments.browse.liveNow')}
              matches={matches.data?.liveMatches ?? []}
              empty={matches.data ? t('tournaments.browse.noLive') : null}
              aside={matches.data?.liveMatches.length ? <LiveDot /> : undefined}
            />
          </Box>
          {/* The filtered tournaments and their standings links, swapped as the filter or Show more changes. */}
          <Stack gap="10" {...pageRegion('browse-tournaments')}>
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
                    {/* A link, not a button: the longer list is this page at another address, which the app
                        reads itself and a visitor's page swaps into the part (visitor/region-links.ts). */}
                    {tournaments.length < tournamentCount && asked.first < BROWSE_TOURNAMENT_MOST ? (
                      <Button asChild mt="4" size="sm" variant="outline">
                        <RouterLink
                          to={{ search: longerListSearch(address, 'tournaments', asked.first, BROWSE_TOURNAMENT_PAGE) }}
                          replace
                          preventScrollReset
                          aria-busy={stale ? true : undefined}
                          {...regionLink('browse-tournaments')}
                        >
                          {t('tournaments.browse.showMore', { shown: tournaments.length, total: tournamentCount })}
                        </RouterLink>
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
        </Stack>

        <Stack as="aside" gap="6" aria-label={t('tournaments.browse.asideLabel')}>
          {/* A kick-off or a finish moves the upcoming list and the live count. */}
          <Stack gap="6" {...liveRegion('browse-upcoming', { liveMatches: true }, 'status')}>
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
          </Stack>
          <Box as="section" aria-labelledby="get-started-heading" bg="sea.800" color="white" borderRadius="xl" p="5">
            <Heading as="h2" size="md" id="get-started-heading">
              {t('tournaments.browse.getStarted')}
            </Heading>
            <Text mt="2" color="sea.50" fontSize="sm">
              {t('tournaments.browse.getStartedText')}
            </Text>
            <Button
              mt="4"
              colorPalette="sunset"
              onClick={asyncHandler(login.start)}
              data-action="login"
              loading={login.pending}
            >
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
