import { useQuery } from '@apollo/client/react';
import { Alert, Box, Container, Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFound, isNotFound } from '../components/NotFound';
import { LiveScore } from '../features/live/LiveScore';
import { ScoringMatchQuery } from '../features/scoring/operations';
import { ScoringPanel } from '../features/scoring/ScoringPanel';
import type { Sport } from '../gql/graphql';
import { useFormat } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';

/** The sport in the page's line of details, lower case as it reads there: "cricket", "football", "points". */
const SPORT_IDS: Record<Sport, MessageId> = {
  cricket: 'scoring.route.sport.cricket',
  football: 'scoring.route.sport.football',
  points: 'scoring.route.sport.points',
};

/** /matches/:id/score: the scoring page for the tournament's creator and the match's referee or scorer. */
export function ScoreMatchRoute() {
  const t = useT();
  const format = useFormat();
  const id = Number(useParams().id);
  const { data, loading, error } = useQuery(ScoringMatchQuery, { variables: { id }, skip: !Number.isInteger(id) });
  const match = data?.match;

  if (loading && !data) {
    return (
      <Container maxW="lg" py="10" textAlign="center">
        <Spinner color="sea.fg" aria-label={t('scoring.route.loading')} />
      </Container>
    );
  }
  if (!match) {
    if (!error || isNotFound(error)) {
      return <NotFound title={t('scoring.route.notFoundTitle')} message={t('scoring.route.notFoundMessage')} />;
    }
    return (
      <Container maxW="lg" py="10">
        <Heading as="h1" size="xl" color="ink">
          {t('scoring.route.loadFailed')}
        </Heading>
        <Text mt="2" color="fg.muted">
          {error.message}
        </Text>
      </Container>
    );
  }

  const venue = match.venue ?? t('scoring.route.venueTbd');
  const sport = t(SPORT_IDS[match.tournament.sport]);
  return (
    <Container maxW="lg" px="4" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            <ChakraLink asChild color="sea.fg">
              <RouterLink to={`/tournament/${match.tournament.id}`}>{match.tournament.name}</RouterLink>
            </ChakraLink>
            {match.roundNumber ? ` · ${t('scoring.route.round', { round: match.roundNumber })}` : ''}
            {match.matchNumber ? ` · ${t('scoring.route.match', { number: match.matchNumber })}` : ''}
          </Text>
          <Heading as="h1" size="lg" color="ink">
            {t('scoring.route.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {format.dateTime(match.scheduledDate)} · {venue} · {sport}
          </Text>
        </Box>
        <LiveScore match={match} />
        {match.viewerCanScore ? (
          <ScoringPanel match={match} knockout={match.tournament.tournamentType === 'knockout'} />
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('scoring.route.cannotScore')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Container>
  );
}
