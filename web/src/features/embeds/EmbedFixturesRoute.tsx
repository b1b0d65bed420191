import { useQuery } from '@apollo/client/react';
import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { isNotFound } from '../../components/NotFound';
import { graphql } from '../../gql';
import type { EmbedFixtureFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { sideScore } from '../../lib/score';
import { useLiveTournament } from '../live/useLiveTournament';
import { EmbedFrame, EmbedHeading, EmbedLoadError, EmbedNotFound, EmbedSpinner } from './EmbedFrame';
import { EmbedStatusBadge } from './EmbedStatusBadge';

/** How many of each a small frame shows; the full tournament page has the rest. */
export const EMBED_FIXTURE_LIMITS = { upcoming: 5, recent: 5 } as const;

export const EmbedFixtureFragmentDoc = graphql(`
  fragment EmbedFixture on Match {
    id
    status
    scheduledDate
    homeTeamScore
    awayTeamScore
    homeWickets
    awayWickets
    homeAllOut
    awayAllOut
    homeBalls
    awayBalls
    battedFirst
    homeTeam {
      id
      name
    }
    awayTeam {
      id
      name
    }
    tournament {
      id
      sport
      ballsPerOver
    }
  }
`);

const EmbedFixturesQuery = graphql(`
  query EmbedFixtures($id: Int!, $upcoming: Int!, $recent: Int!) {
    publicTournament(id: $id) {
      id
      name
    }
    upcoming: tournamentMatches(
      tournamentId: $id
      filter: { status: [in_progress, scheduled, postponed] }
      first: $upcoming
    ) {
      id
      ...EmbedFixture
    }
    recent: tournamentMatches(tournamentId: $id, filter: { status: [completed] }, sort: DATE_DESC, first: $recent) {
      id
      ...EmbedFixture
    }
  }
`);

function Fixture({ match }: { match: EmbedFixtureFragment }) {
  const t = useT();
  const format = useFormat();
  const home = match.homeTeam?.name ?? t('common.tbd');
  const away = match.awayTeam?.name ?? t('common.tbd');
  const played = match.status === 'in_progress' || match.status === 'completed';
  return (
    <Box as="li" listStyleType="none" py="1.5" borderBottomWidth="1px" borderColor="border" data-testid="embed-fixture">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {format.dateTime(match.scheduledDate)}
        </Text>
        <EmbedStatusBadge status={match.status} />
      </Flex>
      <Link
        href={`/match/${match.id}`}
        target="_blank"
        rel="noopener"
        color="fg"
        fontWeight="medium"
        display="block"
        mt="0.5"
      >
        {played ? (
          <Stack gap="0" width="full">
            <Flex justify="space-between" gap="2">
              <Text truncate minW="0">
                {home}
              </Text>
              <Text fontWeight="bold" whiteSpace="nowrap" flexShrink={0}>
                {sideScore(match, 'home', t) ?? '–'}
              </Text>
            </Flex>
            <Flex justify="space-between" gap="2">
              <Text truncate minW="0">
                {away}
              </Text>
              <Text fontWeight="bold" whiteSpace="nowrap" flexShrink={0}>
                {sideScore(match, 'away', t) ?? '–'}
              </Text>
            </Flex>
          </Stack>
        ) : (
          <Text>{t('embeds.match.sides', { home, away })}</Text>
        )}
      </Link>
    </Box>
  );
}

function Section({
  title,
  matches,
  empty,
  testId,
}: {
  title: string;
  matches: EmbedFixtureFragment[];
  empty: string;
  testId: string;
}) {
  return (
    <Box as="section" mt="2" data-testid={testId}>
      <Heading as="h2" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="0.5">
        {title}
      </Heading>
      {matches.length === 0 ? (
        <Text color="fg.muted" py="1">
          {empty}
        </Text>
      ) : (
        <Box as="ul" m="0" p="0">
          {matches.map((match) => (
            <Fixture key={match.id} match={match} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** /embed/fixtures/:tournamentId: live and upcoming matches, then the latest results. */
export const embedFixturesPageData = queryPageData(EmbedFixturesQuery, ({ params }) => {
  const id = parseId(params.tournamentId);
  return id === null ? null : { id, ...EMBED_FIXTURE_LIMITS };
});

export function EmbedFixturesRoute() {
  const id = parseId(useParams().tournamentId);
  const { data, error, loading, refetch } = useQuery(EmbedFixturesQuery, {
    variables: { id: id ?? 0, ...EMBED_FIXTURE_LIMITS },
    skip: id === null,
    pollInterval: 120_000,
  });
  // Scores move from the pushes in the cache; a match changing list (kick-off, full time) needs a refetch.
  useLiveTournament(id, (change) => {
    if (change.statusChanged) void refetch();
  });
  const t = useT();

  if (id === null || isNotFound(error)) return <EmbedNotFound what="Tournament" />;
  if (loading && !data) {
    return (
      <EmbedFrame title={t('embeds.fixtures.title')} fullPath={`/tournament/${id}`}>
        <EmbedSpinner label={t('embeds.fixtures.loading')} />
      </EmbedFrame>
    );
  }
  if (!data) return <EmbedLoadError what="fixtures" />;

  const tournament = data.publicTournament;
  const heading = t('embeds.fixtures.heading', { tournament: tournament.name });
  return (
    <EmbedFrame title={heading} fullPath={`/tournament/${id}`}>
      <EmbedHeading>{heading}</EmbedHeading>
      <Section
        title={t('embeds.fixtures.upcoming')}
        matches={data.upcoming}
        empty={t('embeds.fixtures.noUpcoming')}
        testId="embed-upcoming"
      />
      <Section
        title={t('embeds.fixtures.recent')}
        matches={data.recent}
        empty={t('embeds.fixtures.noResults')}
        testId="embed-recent"
      />
    </EmbedFrame>
  );
}
