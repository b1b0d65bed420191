import { HeadToHeadPanel, readHeadToHead } from '../competitions/HeadToHeadPanel';
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { parseId, type PageData } from '../../app/page-data';
import { NotFound, isNotFound } from '../../components/NotFound';
import { ShareButton } from '../../components/ShareButton';
import { FollowButton } from '../follow/FollowButton';
import { StatusBadge } from '../../components/StatusBadge';
import { graphql } from '../../gql';
import type { MatchPageQuery as MatchPageData, Side } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { resultSummary, sideScoreParts } from '../../lib/score';
import { ChaseLine } from '../live/LiveScore';
import { LiveUpdates } from './LiveUpdates';
import { MatchCentre, readMatchCentre } from './centre/MatchCentre';
import { FootballPreMatch, readFootballPreMatch } from './centre/FootballPreMatch';
import { useMatchCentreLive } from './centre/useMatchCentreLive';
import { Panel } from '../../components/Panel';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { DetailRow } from '../../components/DetailRow';
import { usePageTitle } from '../../app/page-title';

export const MatchPageQuery = graphql(`
  query MatchPage($id: Int!) {
    match(id: $id) {
      id
      seq
      status
      scheduledDate
      venue
      roundLabel
      matchNumber
      isFinal
      homeTeamScore
      awayTeamScore
      homeWickets
      awayWickets
      homeBalls
      awayBalls
      homeAllOut
      awayAllOut
      battedFirst
      resultKind
      revisedOvers
      revisedTarget
      matchNotes
      weatherConditions
      winnerTeamId
      homeTeam {
        id
        name
      }
      awayTeam {
        id
        name
      }
      referee {
        id
        name
      }
      scorer {
        id
        name
      }
      tournament {
        id
        name
        sport
        ballsPerOver
        oversPerInnings
      }
    }
  }
`);

/** Once both sides are known and play has started: the centre's tabs (card, timeline, line-ups). */
function showsMatchCentre(match: MatchPageData['match']): boolean {
  return Boolean(match.homeTeam && match.awayTeam && ['in_progress', 'completed'].includes(match.status));
}

/** The match, then its centre's queries when the page shows the centre. */
export const matchPageData: PageData = async (client, { params }) => {
  const id = parseId(params.id);
  if (id === null) return;
  const { data } = await client.query({ query: MatchPageQuery, variables: { id } });
  if (data && showsMatchCentre(data.match)) await readMatchCentre(client, id, data.match.tournament.sport);
  if (data && showsPreMatchSheet(data.match)) await readFootballPreMatch(client, id);
  const sides = data && showsHeadToHead(data.match);
  if (sides) await readHeadToHead(client, sides.teamId, sides.opponentId);
};

/** Football before kick-off, with both sides known: the line-ups and officials once the scorer sets them. */
function showsPreMatchSheet(match: MatchPageData['match']): boolean {
  return (
    match.tournament.sport === 'football' && match.status === 'scheduled' && Boolean(match.homeTeam && match.awayTeam)
  );
}

/** Before kick-off, with both sides known: the two teams' record against each other. */
function showsHeadToHead(match: MatchPageData['match']): { teamId: number; opponentId: number } | null {
  if (match.status !== 'scheduled' || !match.homeTeam || !match.awayTeam) return null;
  return { teamId: match.homeTeam.id, opponentId: match.awayTeam.id };
}

export function MatchRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, error, loading } = useQuery(MatchPageQuery, {
    variables: { id },
    skip: !valid,
    pollInterval: 60_000,
  });
  // Score, status, notes and the match centre's card arrive over the subscription and land in the cache.
  useMatchCentreLive(valid ? id : null);
  const shown = data?.match;
  usePageTitle(shown && `${shown.homeTeam?.name ?? 'TBD'} vs ${shown.awayTeam?.name ?? 'TBD'}`);

  if (!valid || isNotFound(error)) {
    return <NotFound title="Match Not Found" message="The match you're looking for doesn't exist." />;
  }
  if (loading && !data) return <PageSpinner label="Loading match" />;
  if (error || !data) return <PageLoadError noun="match" error={error} maxW="4xl" />;

  const match = data.match;
  const home = match.homeTeam?.name ?? 'TBD';
  const away = match.awayTeam?.name ?? 'TBD';
  const completed = match.status === 'completed';
  const live = match.status === 'in_progress';
  const sides: { side: Side; name: string; teamId: number | null }[] = [
    { side: 'home', name: home, teamId: match.homeTeam?.id ?? null },
    { side: 'away', name: away, teamId: match.awayTeam?.id ?? null },
  ];

  return (
    <Container maxW="4xl" py={{ base: '5', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={match.status} size="md" />
            {match.isFinal ? (
              <Badge colorPalette="sunset" variant="solid">
                Final
              </Badge>
            ) : null}
            <ChakraLink asChild color="sea.fg" fontSize="sm" fontWeight="medium">
              <RouterLink to={`/tournament/${match.tournament.id}`}>{match.tournament.name}</RouterLink>
            </ChakraLink>
          </HStack>
          <Heading as="h1" size={{ base: 'xl', md: '3xl' }} color="ink">
            {home} vs {away}
          </Heading>
        </Stack>

        <Box
          as="section"
          aria-label="Score"
          bg="sea.900"
          color="white"
          borderRadius="2xl"
          p={{ base: '4', md: '6' }}
          data-testid="scoreboard"
        >
          <SimpleGrid columns={2} gap="4">
            {sides.map(({ side, name, teamId }) => {
              const winner = completed && teamId !== null && match.winnerTeamId === teamId;
              const score = sideScoreParts(match, side);
              return (
                <Stack key={side} gap="1" textAlign={side === 'home' ? 'left' : 'right'} data-testid={`side-${side}`}>
                  <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="sea.200">
                    {side === 'home' ? 'Home' : 'Away'}
                  </Text>
                  <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
                    {name}
                  </Text>
                  <Text
                    fontSize={{ base: '2xl', md: '4xl' }}
                    fontWeight="black"
                    fontVariantNumeric="tabular-nums"
                    data-testid={`score-${side}`}
                  >
                    {score?.main ?? '–'}
                  </Text>
                  {score?.overs ? (
                    <Text fontSize="sm" color="sea.100" data-testid={`overs-${side}`}>
                      ({score.overs})
                    </Text>
                  ) : null}
                  {winner ? (
                    <Box>
                      <Badge colorPalette="yellow" variant="solid" data-testid="winner-mark">
                        Winner
                      </Badge>
                    </Box>
                  ) : null}
                </Stack>
              );
            })}
          </SimpleGrid>
          <ChaseLine match={match} color="sand.100" />
        </Box>

        {showsMatchCentre(match) ? (
          <MatchCentre
            matchId={match.id}
            seq={match.seq}
            status={match.status}
            sport={match.tournament.sport}
            ballsPerOver={match.tournament.ballsPerOver}
            oversPerInnings={match.tournament.oversPerInnings}
            home={home}
            away={away}
          />
        ) : null}
        {showsPreMatchSheet(match) ? (
          <FootballPreMatch matchId={match.id} seq={match.seq} home={home} away={away} />
        ) : null}
        {showsHeadToHead(match) ? (
          <HeadToHeadPanel
            teamId={match.homeTeam!.id}
            opponentId={match.awayTeam!.id}
            home={home}
            away={away}
            sport={match.tournament.sport}
          />
        ) : null}
        {live ? <LiveUpdates startedAt={match.scheduledDate ?? null} note={match.matchNotes ?? null} /> : null}
        {completed ? (
          <Panel id="summary" title="Summary">
            <Text fontWeight="medium" data-testid="result-summary">
              {resultSummary(match)}
            </Text>
            {match.resultKind === 'rain_revised' && match.revisedTarget ? (
              <Text mt="1" fontSize="sm" color="fg.muted">
                Revised target {match.revisedTarget}
                {match.revisedOvers ? ` from ${match.revisedOvers} overs` : ''}.
              </Text>
            ) : null}
          </Panel>
        ) : null}

        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <Panel id="match-details" title="Match Details">
            <Stack as="dl" gap="3">
              <DetailRow label="Date and time">{formatDateTime(match.scheduledDate)}</DetailRow>
              <DetailRow label="Venue">{match.venue ?? 'Venue TBD'}</DetailRow>
              <DetailRow label="Round">{match.roundLabel ?? 'TBD'}</DetailRow>
              <DetailRow label="Match number">{match.matchNumber ?? 'TBD'}</DetailRow>
              <DetailRow label="Final match">{match.isFinal ? 'Yes' : 'No'}</DetailRow>
            </Stack>
          </Panel>
          <Stack gap="4">
            <Panel id="conditions" title="Conditions">
              <Text>{match.weatherConditions ?? 'Not reported'}</Text>
            </Panel>
            <Panel id="officials" title="Officials">
              <Stack as="dl" gap="3">
                <DetailRow label="Referee">{match.referee?.name ?? 'Not assigned'}</DetailRow>
                {/* Once play has begun, no scorer assigned only means someone else (an organiser) scored it. */}
                {match.scorer || match.status === 'scheduled' ? (
                  <DetailRow label="Scorer">{match.scorer?.name ?? 'Not assigned'}</DetailRow>
                ) : null}
              </Stack>
            </Panel>
          </Stack>
        </Grid>
        {match.matchNotes && !live ? (
          <Panel id="notes" title="Notes">
            <Text whiteSpace="pre-line">{match.matchNotes}</Text>
          </Panel>
        ) : null}

        {match.homeTeam || match.awayTeam ? (
          <Text fontSize="sm" color="fg.muted">
            Follow in your calendar:{' '}
            {[match.homeTeam, match.awayTeam]
              .filter((team): team is { id: number; name: string } => Boolean(team))
              .map((team, index) => (
                <span key={team.id}>
                  {index > 0 ? ' · ' : ''}
                  <ChakraLink href={`/team/${team.id}/fixtures.ics`} color="sea.fg" textDecoration="underline">
                    {team.name} fixtures
                  </ChakraLink>
                </span>
              ))}
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Button asChild colorPalette="sea" size="sm">
            <RouterLink to={`/tournament/${match.tournament.id}`}>View Tournament</RouterLink>
          </Button>
          <ShareButton title={`${home} vs ${away}`} />
          <FollowButton kind="matches" id={match.id} name={`${home} vs ${away}`} />
          <Button asChild variant="outline" colorPalette="sea" size="sm">
            <RouterLink to="/browse#matches">Browse Matches</RouterLink>
          </Button>
          <Button
            variant="ghost"
            colorPalette="sea"
            size="sm"
            onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          >
            Back
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
