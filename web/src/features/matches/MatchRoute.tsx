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
import { liveRegion } from '../../app/live-region';
import { useT } from '../../i18n/use-t';
import { useFormat } from '../../i18n/format';

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
  const t = useT();
  const format = useFormat();
  const { data, error, loading } = useQuery(MatchPageQuery, {
    variables: { id },
    skip: !valid,
    pollInterval: 60_000,
  });
  // Score, status, notes and the match centre's card arrive over the subscription and land in the cache.
  useMatchCentreLive(valid ? id : null);
  const shown = data?.match;
  usePageTitle(
    shown &&
      t('matches.title', {
        home: shown.homeTeam?.name ?? t('common.tbd'),
        away: shown.awayTeam?.name ?? t('common.tbd'),
      }),
  );

  if (!valid || isNotFound(error)) {
    return <NotFound title={t('matches.page.notFoundTitle')} message={t('matches.page.notFoundMessage')} />;
  }
  if (loading && !data) return <PageSpinner label={t('matches.page.loading')} />;
  if (error || !data) return <PageLoadError noun={t('matches.page.loadErrorNoun')} error={error} maxW="4xl" />;

  const match = data.match;
  const home = match.homeTeam?.name ?? t('common.tbd');
  const away = match.awayTeam?.name ?? t('common.tbd');
  const title = t('matches.title', { home, away });
  const completed = match.status === 'completed';
  const live = match.status === 'in_progress';
  const sides: { side: Side; name: string; teamId: number | null }[] = [
    { side: 'home', name: home, teamId: match.homeTeam?.id ?? null },
    { side: 'away', name: away, teamId: match.awayTeam?.id ?? null },
  ];

  return (
    <Container maxW="4xl" py={{ base: '5', md: '10' }}>
      <Stack gap="6">
        {/* Everything the match's changes move; the buttons below keep what this browser set (a follow). */}
        <Stack gap="6" {...liveRegion('match', { match: match.id, seq: match.seq }, 'change')}>
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <StatusBadge status={match.status} size="md" />
              {match.isFinal ? (
                <Badge colorPalette="sunset" variant="solid">
                  {t('matches.page.final')}
                </Badge>
              ) : null}
              <ChakraLink asChild color="sea.fg" fontSize="sm" fontWeight="medium">
                <RouterLink to={`/tournament/${match.tournament.id}`}>{match.tournament.name}</RouterLink>
              </ChakraLink>
            </HStack>
            <Heading as="h1" size={{ base: 'xl', md: '3xl' }} color="ink">
              {title}
            </Heading>
          </Stack>

          <Box
            as="section"
            aria-label={t('matches.page.score')}
            bg="sea.900"
            color="white"
            borderRadius="2xl"
            p={{ base: '4', md: '6' }}
            data-testid="scoreboard"
          >
            <SimpleGrid columns={2} gap="4">
              {sides.map(({ side, name, teamId }) => {
                const winner = completed && teamId !== null && match.winnerTeamId === teamId;
                const score = sideScoreParts(match, side, t);
                return (
                  <Stack key={side} gap="1" textAlign={side === 'home' ? 'left' : 'right'} data-testid={`side-${side}`}>
                    <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="sea.200">
                      {side === 'home' ? t('common.home') : t('common.away')}
                    </Text>
                    <Text fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }}>
                      {name}
                    </Text>
                    <Text
                      fontSize={score?.label ? { base: 'md', md: 'xl' } : { base: '2xl', md: '4xl' }}
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
                          {t('matches.page.winner')}
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
              scored={[match.homeTeamScore, match.awayTeamScore, match.homeBalls, match.awayBalls].some(
                (figure) => (figure ?? 0) > 0,
              )}
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
            <Panel id="summary" title={t('matches.page.summary')}>
              <Text fontWeight="medium" data-testid="result-summary">
                {resultSummary(match, t)}
              </Text>
              {match.resultKind === 'rain_revised' && match.revisedTarget ? (
                <Text mt="1" fontSize="sm" color="fg.muted">
                  {match.revisedOvers
                    ? t('matches.page.revisedTargetOvers', { target: match.revisedTarget, overs: match.revisedOvers })
                    : t('matches.page.revisedTarget', { target: match.revisedTarget })}
                </Text>
              ) : null}
            </Panel>
          ) : null}

          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <Panel id="match-details" title={t('matches.page.details')}>
              <Stack as="dl" gap="3">
                <DetailRow label={t('matches.page.dateTime')}>{format.dateTime(match.scheduledDate)}</DetailRow>
                <DetailRow label={t('matches.page.venue')}>{match.venue ?? t('matches.venueTbd')}</DetailRow>
                <DetailRow label={t('matches.page.round')}>{match.roundLabel ?? t('common.tbd')}</DetailRow>
                <DetailRow label={t('matches.page.matchNumber')}>{match.matchNumber ?? t('common.tbd')}</DetailRow>
                <DetailRow label={t('matches.page.finalMatch')}>
                  {match.isFinal ? t('common.yes') : t('common.no')}
                </DetailRow>
              </Stack>
            </Panel>
            <Stack gap="4">
              <Panel id="conditions" title={t('matches.page.conditions')}>
                <Text>{match.weatherConditions ?? t('matches.page.notReported')}</Text>
              </Panel>
              <Panel id="officials" title={t('matches.page.officials')}>
                <Stack as="dl" gap="3">
                  <DetailRow label={t('matches.page.referee')}>
                    {match.referee?.name ?? t('matches.page.notAssigned')}
                  </DetailRow>
                  {/* Once play has begun, no scorer assigned only means someone else (an organiser) scored it. */}
                  {match.scorer || match.status === 'scheduled' ? (
                    <DetailRow label={t('matches.page.scorer')}>
                      {match.scorer?.name ?? t('matches.page.notAssigned')}
                    </DetailRow>
                  ) : null}
                </Stack>
              </Panel>
            </Stack>
          </Grid>
          {match.matchNotes && !live ? (
            <Panel id="notes" title={t('matches.page.notes')}>
              <Text whiteSpace="pre-line">{match.matchNotes}</Text>
            </Panel>
          ) : null}

          {match.homeTeam || match.awayTeam ? (
            <Text fontSize="sm" color="fg.muted">
              {t('matches.page.calendar')}{' '}
              {[match.homeTeam, match.awayTeam]
                .filter((team): team is { id: number; name: string } => Boolean(team))
                .map((team, index) => (
                  <span key={team.id}>
                    {index > 0 ? ' · ' : ''}
                    <ChakraLink href={`/team/${team.id}/fixtures.ics`} color="sea.fg" textDecoration="underline">
                      {t('matches.page.teamFixtures', { team: team.name })}
                    </ChakraLink>
                  </span>
                ))}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button asChild colorPalette="sea" size="sm">
            <RouterLink to={`/tournament/${match.tournament.id}`}>{t('matches.page.viewTournament')}</RouterLink>
          </Button>
          <ShareButton title={title} />
          <FollowButton kind="matches" id={match.id} name={title} />
          <Button asChild variant="outline" colorPalette="sea" size="sm">
            <RouterLink to="/browse#matches">{t('matches.page.browseMatches')}</RouterLink>
          </Button>
          <Button
            variant="ghost"
            colorPalette="sea"
            size="sm"
            data-action="back"
            onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          >
            {t('common.back')}
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
