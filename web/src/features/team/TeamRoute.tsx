import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { liveRegion, regionLink } from '../../app/live-region';
import { parseId, queryPageData } from '../../app/page-data';
import { DetailRow } from '../../components/DetailRow';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound, NotFound } from '../../components/NotFound';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { Panel } from '../../components/Panel';
import { TeamColourBand, TeamMark } from '../../components/TeamMark';
import { graphql } from '../../gql';
import type { TeamPageQuery } from '../../gql/graphql';
import { POSITION_IDS } from '../../lib/positions';
import { useLiveMatches } from '../live/useLiveTournament';
import { MatchSection } from '../matches/MatchList';
import { FollowButton } from '../follow/FollowButton';
import { usePageTitle } from '../../app/page-title';
import { longerListSearch, mostShown, shownFromAddress } from '../../lib/paging';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';

/** Cards in each list before "Show more", and how many more each "Show more" adds. */
export const TEAM_LIST_PAGE = 10;

/** The most cards a list shows. */
export const TEAM_LIST_MOST = mostShown(TEAM_LIST_PAGE);

export const TeamPageDocument = graphql(`
  query TeamPage($id: Int!, $fixtures: Int!, $results: Int!) {
    publicTeam(id: $id) {
      id
      name
      homeGround
      primaryColor
      secondaryColor
      crestUrl
      club {
        name
      }
      members {
        id
        name
        jerseyNumber
        position
        isCaptain
        isActive
      }
      tournaments {
        id
        name
      }
    }
    fixtures: matches(filter: { teamId: $id, status: [in_progress, scheduled] }, first: $fixtures) {
      ...TeamPage_matches
    }
    results: matches(filter: { teamId: $id, status: [completed] }, sort: DATE_DESC, first: $results) {
      ...TeamPage_matches
    }
  }
`);

graphql(`
  fragment TeamPage_matches on MatchConnection {
    nodes {
      id
      winnerTeamId
      ...MatchCard_match
    }
    pageInfo {
      hasNextPage
    }
  }
`);

type PagedList = 'fixtures' | 'results';
type TeamResult = TeamPageQuery['results']['nodes'][number];
type Form = 'W' | 'D' | 'L';

/** How many cards each list shows. */
export type TeamListCounts = Record<PagedList, number>;

/**
 * How many cards each list shows, from the page's address (`?fixtures=20&results=30`). The server's page data
 * and the app's query both read it, so the server's rendering and the app ask for the same lists.
 */
export function teamListCounts(search: URLSearchParams): TeamListCounts {
  return {
    fixtures: shownFromAddress(search.get('fixtures'), TEAM_LIST_PAGE),
    results: shownFromAddress(search.get('results'), TEAM_LIST_PAGE),
  };
}

/** The address of this page with one list a page longer, the other list and any other parameter kept. */
export function teamMoreSearch(search: URLSearchParams, list: PagedList): string {
  return longerListSearch(search, list, teamListCounts(search)[list], TEAM_LIST_PAGE);
}

const FORM: Record<Form, { palette: string; label: MessageId }> = {
  W: { palette: 'green', label: 'team.form.win' },
  D: { palette: 'gray', label: 'team.form.drawOrTie' },
  L: { palette: 'red', label: 'team.form.loss' },
};

/** The last five results, oldest first, as the team saw them (`results` come newest first). */
function teamForm(teamId: number, results: TeamResult[]): Form[] {
  return results
    .slice(0, 5)
    .reverse()
    .map((match) => (match.winnerTeamId == null ? 'D' : match.winnerTeamId === teamId ? 'W' : 'L'));
}

export const teamPageData = queryPageData(TeamPageDocument, ({ params, search }) => {
  const id = parseId(params.id);
  return id === null ? null : { id, ...teamListCounts(search) };
});

export function TeamRoute() {
  const t = useT();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [search] = useSearchParams();
  const counts = teamListCounts(search);
  const {
    data: current,
    previousData,
    error,
    loading,
    refetch,
  } = useQuery(TeamPageDocument, {
    variables: { id, ...counts },
    skip: !valid,
  });
  // While a longer list loads, the cards already there stay (this team's, not the one before a link to another).
  const stale = !current && previousData?.publicTeam.id === id;
  const data = current ?? (stale ? previousData : undefined);
  usePageTitle(data?.publicTeam?.name);
  // A score redraws its card from the cache; a kick-off or a final whistle of one of the page's matches
  // moves it between the lists, so the lists are read again.
  useLiveMatches((change) => {
    const shown = data ? [...data.fixtures.nodes, ...data.results.nodes] : [];
    if (change.statusChanged && shown.some((match) => match.id === change.matchId)) void refetch();
  });

  if (!valid || isNotFound(error)) {
    return <NotFound title={t('team.notFound.title')} message={t('team.notFound.message')} />;
  }
  if (loading && !data) return <PageSpinner label={t('team.loading')} />;
  if (error || !data) return <PageLoadError noun={t('team.loadNoun')} error={error} maxW="6xl" />;

  // A link, not a button: the longer list is this page at another address, which the app reads on its own
  // and a visitor's page without the app fetches and swaps into the 'team' part (visitor/region-links.ts).
  const moreLink = (list: PagedList, label: string) =>
    data[list].pageInfo.hasNextPage && counts[list] < TEAM_LIST_MOST ? (
      <Button asChild size="sm" variant="outline" colorPalette="sea" alignSelf="center">
        <RouterLink
          to={{ search: teamMoreSearch(search, list) }}
          replace
          preventScrollReset
          aria-busy={stale && data[list].nodes.length < counts[list] ? true : undefined}
          {...regionLink('team')}
        >
          {label}
        </RouterLink>
      </Button>
    ) : null;

  const team = data.publicTeam;
  const fixtures = data.fixtures.nodes;
  const results = data.results.nodes;
  const form = teamForm(team.id, results);
  const tournaments = team.tournaments;
  const squad = team.members.filter((member) => member.isActive);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="3" as="header">
        <TeamColourBand team={team} />
        <HStack gap="4" align="center">
          <TeamMark team={team} size={64} />
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="ink">
            {team.name}
          </Heading>
        </HStack>
        <HStack as="dl" gap={{ base: '4', md: '8' }} wrap="wrap">
          {team.club ? <DetailRow label={t('team.club')}>{team.club.name}</DetailRow> : null}
          {team.homeGround ? <DetailRow label={t('team.homeGround')}>{team.homeGround}</DetailRow> : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <FollowButton kind="teams" id={team.id} name={team.name} />
          <Button asChild size="sm" variant="outline" colorPalette="sea">
            <a href={`/team/${team.id}/fixtures.ics`}>{t('team.addToCalendar')}</a>
          </Button>
        </HStack>
      </Stack>

      {/* The lists and the form their results make; the header's Follow keeps what this browser set. */}
      <Grid
        mt="8"
        templateColumns={{ base: '1fr', lg: '2fr 1fr' }}
        gap={{ base: '8', lg: '10' }}
        {...liveRegion('team', { liveMatches: true }, 'shown')}
      >
        <Stack gap="10" minW="0">
          <Stack gap="4">
            <MatchSection
              id="fixtures"
              title={t('team.fixtures.title')}
              matches={fixtures}
              empty={t('team.fixtures.empty')}
            />
            {moreLink('fixtures', t('team.fixtures.more'))}
          </Stack>
          <Stack gap="4">
            <MatchSection
              id="results"
              title={t('team.results.title')}
              matches={results}
              empty={t('team.results.empty')}
            />
            {moreLink('results', t('team.results.more'))}
          </Stack>
        </Stack>
        <Stack as="aside" gap="6" aria-label={t('team.details')}>
          <Panel id="team-form" title={t('team.form.title')}>
            {form.length === 0 ? (
              <Text color="fg.muted">{t('team.results.empty')}</Text>
            ) : (
              <HStack
                gap="1"
                role="img"
                aria-label={t('team.form.summary', {
                  count: form.length,
                  results: form.map((f) => t(FORM[f].label)).join(', '),
                })}
              >
                {form.map((result, index) => (
                  <Badge
                    key={index}
                    colorPalette={FORM[result].palette}
                    variant="solid"
                    minW="7"
                    justifyContent="center"
                    title={t(FORM[result].label)}
                    aria-hidden
                  >
                    {result}
                  </Badge>
                ))}
              </HStack>
            )}
          </Panel>
          <Panel id="team-tournaments" title={t('team.tournaments.title')}>
            {tournaments.length === 0 ? (
              <Text color="fg.muted">{t('team.tournaments.empty')}</Text>
            ) : (
              <Stack as="ul" gap="1" listStyleType="none">
                {tournaments.map((tournament) => (
                  <li key={tournament.id}>
                    <Link asChild color="sea.fg">
                      <RouterLink to={`/tournament/${tournament.id}`}>{tournament.name}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Panel>
          <Panel id="team-squad" title={t('team.squad.title')}>
            {squad.length === 0 ? (
              <EmptyState title={t('team.squad.empty')} />
            ) : (
              <Box as="ul" listStyleType="none">
                {squad.map((member) => (
                  <HStack as="li" key={member.id} justify="space-between" py="1" gap="2">
                    <Link asChild color="sea.fg">
                      <RouterLink to={`/player/${member.id}`}>
                        {member.jerseyNumber != null ? `${member.jerseyNumber}. ` : ''}
                        {member.name}
                        {member.isCaptain ? ` ${t('team.squad.captain')}` : ''}
                      </RouterLink>
                    </Link>
                    {member.position ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t(POSITION_IDS[member.position])}
                      </Text>
                    ) : null}
                  </HStack>
                ))}
              </Box>
            )}
          </Panel>
        </Stack>
      </Grid>
    </Container>
  );
}
