import { useQuery } from '@apollo/client/react';
import { Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { isNotFound } from '../../components/NotFound';
import { graphql } from '../../gql';
import { chaseLine } from '../../lib/chase';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { resultSummary, sideScoreParts } from '../../lib/score';
import { useLiveMatch } from '../live/useLiveMatch';
import { EmbedStatusBadge } from './EmbedStatusBadge';
import { EmbedFrame, EmbedHeading, EmbedLoadError, EmbedNotFound, EmbedSpinner } from './EmbedFrame';

// Every field here is in the live subscription's push (LiveScore_match and its own): a push redraws it.
const EmbedMatchQuery = graphql(`
  query EmbedMatch($id: Int!) {
    match(id: $id) {
      id
      seq
      status
      scheduledDate
      venue
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

/** /embed/match/:matchId: both sides and the score, moving live over the matchUpdated subscription. */
export const embedMatchPageData = queryPageData(EmbedMatchQuery, ({ params }) => {
  const id = parseId(params.matchId);
  return id === null ? null : { id };
});

export function EmbedMatchRoute() {
  const id = parseId(useParams().matchId);
  const { data, error, loading } = useQuery(EmbedMatchQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  // Each push lands in Apollo's cache under Match:id, which this query reads: the score moves by itself.
  useLiveMatch(data ? id : null);
  const t = useT();
  const format = useFormat();

  if (id === null || isNotFound(error)) return <EmbedNotFound what="Match" />;
  if (loading && !data) {
    return (
      <EmbedFrame title={t('embeds.match.title')} fullPath={`/match/${id}`}>
        <EmbedSpinner label={t('embeds.match.loading')} />
      </EmbedFrame>
    );
  }
  if (!data) return <EmbedLoadError what="score" />;

  const match = data.match;
  const home = match.homeTeam?.name ?? t('embeds.match.toBeDecided');
  const away = match.awayTeam?.name ?? t('embeds.match.toBeDecided');
  const title = t('embeds.match.sides', { home, away });
  const chase = chaseLine(match, t);
  const sides = [
    { key: 'home' as const, name: home, teamId: match.homeTeam?.id },
    { key: 'away' as const, name: away, teamId: match.awayTeam?.id },
  ];
  return (
    <EmbedFrame title={title} fullPath={`/match/${id}`}>
      <Flex justify="space-between" align="center" gap="2" mb="1.5">
        <Text fontSize="xs" color="fg.muted" truncate>
          {match.tournament.name}
        </Text>
        <EmbedStatusBadge status={match.status} />
      </Flex>
      {/* The sides are named again just below, large: the heading is for screen readers and the tab. */}
      <EmbedHeading srOnly>{title}</EmbedHeading>
      <Grid gap="1.5" templateColumns="minmax(0, 1fr)" aria-live="polite" data-testid="embed-score">
        {sides.map((side) => {
          const score = sideScoreParts(match, side.key, t);
          const winner = match.status === 'completed' && side.teamId != null && side.teamId === match.winnerTeamId;
          return (
            <Flex
              key={side.key}
              justify="space-between"
              align="baseline"
              gap="3"
              data-testid={`embed-score-${side.key}`}
            >
              <Text fontWeight={winner ? 'bold' : 'medium'} truncate minW="0" title={side.name}>
                {side.name}
              </Text>
              <Text
                as="span"
                whiteSpace={score?.label ? 'normal' : 'nowrap'}
                textAlign="right"
                flexShrink={score?.label ? 1 : 0}
              >
                <Text
                  as="span"
                  fontSize={score?.label ? 'sm' : 'lg'}
                  fontWeight="bold"
                  data-testid={`embed-score-${side.key}-value`}
                >
                  {score?.main ?? '–'}
                </Text>
                {score?.overs ? (
                  <Text as="span" ml="1" fontSize="xs" color="fg.muted">
                    ({score.overs})
                  </Text>
                ) : null}
              </Text>
            </Flex>
          );
        })}
      </Grid>
      <Stack gap="0.5" mt="2" fontSize="xs" color="fg.muted">
        {chase ? (
          <Text fontWeight="semibold" color="fg" data-testid="embed-chase">
            {chase}
          </Text>
        ) : null}
        {match.status === 'completed' ? <Text data-testid="embed-result">{resultSummary(match, t)}</Text> : null}
        {match.status === 'scheduled' || match.status === 'postponed' ? (
          <Text>{format.dateTime(match.scheduledDate)}</Text>
        ) : null}
        {match.venue ? <Text truncate>{match.venue}</Text> : null}
      </Stack>
    </EmbedFrame>
  );
}
