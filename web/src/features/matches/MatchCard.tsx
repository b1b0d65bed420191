import { Box, Flex, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../components/StatusBadge';
import { TeamMark, type TeamIdentity } from '../../components/TeamMark';
import { graphql } from '../../gql';
import type { MatchCard_MatchFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { hasScore, sideScoreParts } from '../../lib/score';

type ScoreParts = NonNullable<ReturnType<typeof sideScoreParts>>;

export const MatchCardFragment = graphql(`
  fragment MatchCard_match on Match {
    id
    status
    scheduledDate
    venue
    roundNumber
    homeTeamScore
    awayTeamScore
    homeWickets
    awayWickets
    homeBalls
    awayBalls
    battedFirst
    winnerTeamId
    homeTeam {
      id
      name
      crestUrl
      primaryColor
      secondaryColor
    }
    awayTeam {
      id
      name
      crestUrl
      primaryColor
      secondaryColor
    }
    tournament {
      id
      name
      sport
      ballsPerOver
    }
  }
`);

function TeamLine({
  name,
  team,
  score,
  winner,
}: {
  name: string;
  team: TeamIdentity | null;
  score: ScoreParts | null;
  winner: boolean;
}) {
  return (
    <Flex as="span" justify="space-between" align="center" gap="3">
      {/* The name has the larger part of the line (a narrow phone card once cut "Harbour" into "Harb our"
          beside a cricket score); it wraps between words, and the score's overs go under its runs. */}
      <HStack as="span" gap="2" flex="1 0 60%" minW="0">
        {team ? <TeamMark team={team} size={22} /> : null}
        <Text
          as="span"
          fontWeight={winner ? 'bold' : 'medium'}
          color="ink"
          lineClamp={2}
          wordBreak="normal"
          overflowWrap="break-word"
          data-testid="match-card-team"
        >
          {name}
        </Text>
      </HStack>
      {score !== null ? (
        <Text
          as="span"
          fontWeight="bold"
          fontVariantNumeric="tabular-nums"
          textAlign="right"
          color="ink"
          flex="0 1 auto"
          minW="0"
        >
          <Text as="span" whiteSpace="nowrap">
            {score.main}
          </Text>
          {score.overs ? (
            <>
              {' '}
              <Text as="span" whiteSpace="nowrap" fontSize="sm" fontWeight="semibold">
                ({score.overs})
              </Text>
            </>
          ) : null}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * One match as a tappable card: both real team names, scores once there are any, status badge
 * (FINAL for results), date or TBD and venue or 'Venue TBD'. Opens /match/{id}.
 */
export function MatchCard({
  match,
  showTournament = true,
}: {
  match: MatchCard_MatchFragment;
  showTournament?: boolean;
}) {
  const home = match.homeTeam?.name ?? 'TBD';
  const away = match.awayTeam?.name ?? 'TBD';
  const scored = hasScore(match);
  const done = match.status === 'completed';
  return (
    <LinkBox
      as="article"
      bg="surface"
      borderWidth="1px"
      borderColor={match.status === 'in_progress' ? 'red.300' : 'line'}
      borderRadius="xl"
      p="4"
      _hover={{ borderColor: 'sea.400', shadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'sea.500' }}
      data-testid="match-card"
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="2">
          <StatusBadge status={match.status} />
          {showTournament ? (
            <Text fontSize="xs" color="fg.muted" lineClamp={1} textAlign="right">
              {match.tournament.name}
            </Text>
          ) : match.roundNumber ? (
            <Text fontSize="xs" color="fg.muted">
              Round {match.roundNumber}
            </Text>
          ) : null}
        </HStack>
        <Box as="h3" fontSize="md">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={`/match/${match.id}`}>
              <Stack as="span" gap="1">
                <TeamLine
                  name={home}
                  team={match.homeTeam ?? null}
                  score={scored ? sideScoreParts(match, 'home') : null}
                  winner={done && match.winnerTeamId !== null && match.winnerTeamId === match.homeTeam?.id}
                />
                {!scored ? (
                  <Text as="span" display="block" fontSize="xs" fontWeight="normal" color="fg.muted">
                    vs
                  </Text>
                ) : null}
                <TeamLine
                  name={away}
                  team={match.awayTeam ?? null}
                  score={scored ? sideScoreParts(match, 'away') : null}
                  winner={done && match.winnerTeamId !== null && match.winnerTeamId === match.awayTeam?.id}
                />
              </Stack>
            </RouterLink>
          </LinkOverlay>
        </Box>
        <Stack gap="0" fontSize="sm" color="fg.muted">
          <Text data-testid="match-date">{formatDateTime(match.scheduledDate)}</Text>
          <Text data-testid="match-venue">{match.venue ?? 'Venue TBD'}</Text>
        </Stack>
      </Stack>
    </LinkBox>
  );
}
