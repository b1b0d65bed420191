import { useQuery } from '@apollo/client/react';
import { Alert, Box, Container, Heading, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFound, isNotFound } from '../components/NotFound';
import { LiveScore } from '../features/live/LiveScore';
import { ScoringMatchQuery } from '../features/scoring/operations';
import { ScoringPanel } from '../features/scoring/ScoringPanel';
import { formatDateTime, humanize } from '../lib/format';

/** /matches/:id/score: the scoring page for the tournament's creator and the match's referee or scorer. */
export function ScoreMatchRoute() {
  const id = Number(useParams().id);
  const { data, loading, error } = useQuery(ScoringMatchQuery, { variables: { id }, skip: !Number.isInteger(id) });
  const match = data?.match;

  if (loading && !data) {
    return (
      <Container maxW="lg" py="10" textAlign="center">
        <Spinner color="sea.fg" aria-label="Loading match" />
      </Container>
    );
  }
  if (!match) {
    if (!error || isNotFound(error)) {
      return <NotFound title="Match Not Found" message="The match you're looking for doesn't exist." />;
    }
    return (
      <Container maxW="lg" py="10">
        <Heading as="h1" size="xl" color="ink">
          Could not load the match
        </Heading>
        <Text mt="2" color="fg.muted">
          {error.message}
        </Text>
      </Container>
    );
  }

  return (
    <Container maxW="lg" px="4" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            <ChakraLink asChild color="sea.fg">
              <RouterLink to={`/tournament/${match.tournament.id}`}>{match.tournament.name}</RouterLink>
            </ChakraLink>
            {match.roundNumber ? ` · Round ${match.roundNumber}` : ''}
            {match.matchNumber ? ` · Match ${match.matchNumber}` : ''}
          </Text>
          <Heading as="h1" size="lg" color="ink">
            Score the match
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(match.scheduledDate)} · {match.venue ?? 'Venue TBD'} · {humanize(match.tournament.sport)}
          </Text>
        </Box>
        <LiveScore match={match} />
        {match.viewerCanScore ? (
          <ScoringPanel match={match} knockout={match.tournament.tournamentType === 'knockout'} />
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>
              Only the tournament’s creator and the match’s referee or scorer can score this match. The score above
              updates live.
            </Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Container>
  );
}
