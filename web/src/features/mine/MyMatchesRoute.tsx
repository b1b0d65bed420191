import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isSameDay, parseISO } from 'date-fns';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { graphql } from '../../gql';
import type { MatchCard_MatchFragment } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
import { MatchCard } from '../matches/MatchCard';

export const MyMatchesQuery = graphql(`
  query MyMatches {
    myMatches {
      upcoming {
        id
        ...MatchCard_match
      }
      recent {
        id
        ...MatchCard_match
      }
    }
  }
`);

/** Today's matches are those live now or dated today on this device's calendar. */
export function splitToday(matches: MatchCard_MatchFragment[], now = new Date()) {
  const today = matches.filter(
    (match) =>
      match.status === 'in_progress' || (match.scheduledDate !== null && isSameDay(parseISO(match.scheduledDate), now)),
  );
  return { today, later: matches.filter((match) => !today.includes(match)) };
}

/** A match card with the way to its scoring pad right under it. */
export function OfficialMatch({ match }: { match: MatchCard_MatchFragment }) {
  const t = useT();
  const open = match.status === 'in_progress' || match.status === 'scheduled' || match.status === 'postponed';
  return (
    <Stack gap="2" data-testid="official-match">
      <MatchCard match={match} />
      <Button
        asChild
        size="sm"
        colorPalette={match.status === 'in_progress' ? 'red' : 'sea'}
        variant={open ? 'solid' : 'outline'}
      >
        <RouterLink to={`/matches/${match.id}/score`}>
          {open ? t('mine.scoringPad.open') : t('mine.scoringPad.view')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

function Section({
  id,
  title,
  matches,
  empty,
}: {
  id: string;
  title: string;
  matches: MatchCard_MatchFragment[];
  empty: string;
}) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <Heading as="h2" size="lg" id={`${id}-heading`} color="ink" mb="3">
        {title}
      </Heading>
      {matches.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {matches.map((match) => (
            <OfficialMatch key={match.id} match={match} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

/** /my-matches: the matches the signed-in person referees or scores, each with its scoring pad. */
export function MyMatchesRoute() {
  const t = useT();
  const { data, error, loading } = useQuery(MyMatchesQuery, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  if (loading && !data) return <PageSpinner label={t('mine.matches.loading')} />;
  if (error && !data) return <PageLoadError noun={t('mine.matches.loadNoun')} error={error} maxW="6xl" />;
  const { today, later } = splitToday(data?.myMatches.upcoming ?? []);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="ink">
        {t('mine.matches.title')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('mine.matches.intro')}
      </Text>
      <Stack gap="10" mt="6">
        <Section id="today" title={t('mine.matches.today')} matches={today} empty={t('mine.matches.todayEmpty')} />
        <Section
          id="upcoming"
          title={t('mine.matches.upcoming')}
          matches={later}
          empty={t('mine.matches.upcomingEmpty')}
        />
        <Section
          id="recent"
          title={t('mine.matches.recent')}
          matches={data?.myMatches.recent ?? []}
          empty={t('mine.matches.recentEmpty')}
        />
      </Stack>
    </Container>
  );
}
