import { Badge, Box, Flex, Grid, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { chaseLine } from '../../lib/chase';
import { notBattedLabel, yetToBat } from '../../lib/score';
import { cricketTotal } from '../../../../shared/cricket-total';
import type { LiveScore_MatchFragment, MatchStatus } from '../../gql/graphql';
import { MATCH_STATUS_IDS } from '../../components/StatusBadge';
import type { MessageId } from '../../i18n/message-ids';
import { useT, type Translate } from '../../i18n/use-t';
import { useLiveMatch } from './useLiveMatch';

export const LiveScoreMatchFragment = graphql(`
  fragment LiveScore_match on Match {
    id
    status
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
    winnerTeamId
    homeTeam {
      id
      name
    }
    awayTeam {
      id
      name
    }
    winnerTeam {
      id
      name
    }
    tournament {
      id
      sport
      ballsPerOver
      oversPerInnings
    }
  }
`);

const STATUS_LABELS: Record<MatchStatus, { id: MessageId; palette: string }> = {
  in_progress: { id: MATCH_STATUS_IDS.in_progress, palette: 'red' },
  completed: { id: MATCH_STATUS_IDS.completed, palette: 'gray' },
  scheduled: { id: MATCH_STATUS_IDS.scheduled, palette: 'sea' },
  cancelled: { id: MATCH_STATUS_IDS.cancelled, palette: 'orange' },
  postponed: { id: MATCH_STATUS_IDS.postponed, palette: 'yellow' },
};

export function statusLabel(status: MatchStatus) {
  return STATUS_LABELS[status];
}

/** Legal balls as cricket overs: 62 balls of 6 is "10.2". */
export function formatOvers(balls: number | null | undefined, ballsPerOver: number): string {
  const total = balls ?? 0;
  return `${Math.floor(total / ballsPerOver)}.${total % ballsPerOver}`;
}

/** One side's score as the sport writes it: "3", "173/5 (20.0 ov)", or all out "151 (all out, 18.5 ov)". */
export function sideScore(
  match: LiveScore_MatchFragment,
  side: 'home' | 'away',
  t: Translate,
): { main: string; detail?: string } {
  const runs = side === 'home' ? match.homeTeamScore : match.awayTeamScore;
  if (match.tournament.sport !== 'cricket') return { main: runs == null ? '–' : String(runs) };
  if (runs == null || yetToBat(match, side)) return { main: notBattedLabel(match, t) };
  const wickets = side === 'home' ? match.homeWickets : match.awayWickets;
  const allOut = side === 'home' ? match.homeAllOut : match.awayAllOut;
  const balls = side === 'home' ? match.homeBalls : match.awayBalls;
  const length = t('live.overs', { overs: formatOvers(balls, match.tournament.ballsPerOver) });
  return {
    main: cricketTotal(runs, wickets ?? 0, allOut),
    detail: allOut ? t('live.allOut', { length }) : `(${length})`,
  };
}

/**
 * Both team names and the score, kept current by the matchUpdated subscription: the pushed match
 * lands in Apollo's cache, so this and every other view of the match re-render without a reload.
 */
export function LiveScore({ match }: { match: LiveScore_MatchFragment }) {
  useLiveMatch(match.id);
  const t = useT();
  const status = STATUS_LABELS[match.status];
  const sides = [
    { key: 'home' as const, name: match.homeTeam?.name ?? t('live.toBeDecided'), teamId: match.homeTeam?.id },
    { key: 'away' as const, name: match.awayTeam?.name ?? t('live.toBeDecided'), teamId: match.awayTeam?.id },
  ];
  return (
    <Box
      data-testid="live-score"
      bg="surface"
      borderWidth="1px"
      borderColor="line"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
      aria-live="polite"
    >
      <Flex justify="space-between" align="center" mb="3">
        <Badge colorPalette={status.palette} variant="solid" data-testid="match-status">
          {t(status.id)}
        </Badge>
        {match.status === 'completed' ? (
          <Text fontSize="sm" color="fg.muted" data-testid="match-result">
            {match.winnerTeam
              ? t('live.result.won', { team: match.winnerTeam.name })
              : match.resultKind === 'no_result'
                ? t('live.result.noResult')
                : match.tournament.sport === 'cricket'
                  ? t('live.result.tie')
                  : t('live.result.draw')}
          </Text>
        ) : null}
      </Flex>
      <Grid gap="3">
        {sides.map((side) => {
          const score = sideScore(match, side.key, t);
          const winner = match.status === 'completed' && side.teamId != null && side.teamId === match.winnerTeamId;
          return (
            <Flex key={side.key} justify="space-between" align="baseline" gap="3" data-testid={`score-${side.key}`}>
              <Text fontWeight="semibold" fontSize={{ base: 'lg', md: 'xl' }} color="ink" lineClamp={2}>
                {side.name}
                {winner ? (
                  <Badge ml="2" colorPalette="green" variant="subtle">
                    {t('live.winner')}
                  </Badge>
                ) : null}
              </Text>
              <Text as="span" textAlign="right" whiteSpace="nowrap">
                <Text
                  as="span"
                  fontSize={score.detail ? { base: '2xl', md: '3xl' } : 'md'}
                  fontWeight="bold"
                  data-testid={`score-${side.key}-value`}
                >
                  {score.main}
                </Text>
                {score.detail ? (
                  <Text as="span" ml="1" fontSize="sm" color="fg.muted">
                    {score.detail}
                  </Text>
                ) : null}
              </Text>
            </Flex>
          );
        })}
      </Grid>
      <ChaseLine match={match} />
      {match.tournament.sport === 'cricket' && match.resultKind === 'rain_revised' && match.revisedTarget ? (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('live.rainRevised', { target: match.revisedTarget, overs: match.revisedOvers ?? 0 })}
        </Text>
      ) : null}
    </Box>
  );
}

/** "Tridents need 86 runs from 58 balls", from the score as it stands (see chaseLine). */
export function ChaseLine({ match, color = 'sea.fg' }: { match: Parameters<typeof chaseLine>[0]; color?: string }) {
  const t = useT();
  const line = chaseLine(match, t);
  if (!line) return null;
  return (
    <Text mt="3" fontWeight="semibold" color={color} data-testid="chase-line" aria-live="polite">
      {line}
    </Text>
  );
}
