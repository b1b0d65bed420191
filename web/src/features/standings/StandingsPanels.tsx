import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../components/Panel';
import { ShareButton } from '../../components/ShareButton';
import type { FormResult, StandingsPageQuery, TieBreaker } from '../../gql/graphql';
import { formatMoney, humanize } from '../../lib/format';
import { MEDALS, POSITION_MARK, PositionMark } from './PositionMark';
import type { StandingsRow } from './StandingsTable';

type Tournament = StandingsPageQuery['publicTournament'];

/** A ranking rule as a fan reads it. */
const RULE_NAMES: Record<TieBreaker, string> = {
  POINTS: 'points',
  WINS: 'wins',
  GOAL_DIFFERENCE: 'goal difference',
  GOALS_FOR: 'goals scored',
  AWAY_GOALS_FOR: 'away goals',
  HEAD_TO_HEAD_POINTS: 'head-to-head points',
  HEAD_TO_HEAD_GOAL_DIFFERENCE: 'head-to-head goal difference',
  HEAD_TO_HEAD_GOALS_FOR: 'head-to-head goals',
  NET_RUN_RATE: 'net run rate',
  FAIR_PLAY: 'fair play (fewest cards)',
  DRAWING_OF_LOTS: 'drawing of lots',
};

/** A form letter's colour, and its word for the chip's title and a screen reader. */
const FORM_STYLE: Record<FormResult, { palette: string; label: string }> = {
  W: { palette: 'green', label: 'Win' },
  D: { palette: 'gray', label: 'Draw' },
  T: { palette: 'purple', label: 'Tie' },
  L: { palette: 'red', label: 'Loss' },
  NR: { palette: 'yellow', label: 'No result' },
};

function FormChips({ form }: { form: FormResult[] }) {
  if (form.length === 0) return <Text color="fg.muted">No matches yet</Text>;
  return (
    <HStack
      gap="1"
      role="img"
      aria-label={`Last ${form.length}, oldest first: ${form.map((f) => FORM_STYLE[f].label).join(', ')}`}
    >
      {form.map((result, index) => (
        <Badge
          key={index}
          colorPalette={FORM_STYLE[result].palette}
          variant="solid"
          minW="7"
          justifyContent="center"
          title={FORM_STYLE[result].label}
          aria-hidden
        >
          {result}
        </Badge>
      ))}
    </HStack>
  );
}

/** The top three's last five results, with the letters explained. */
export function RecentFormPanel({ topThree, cricket }: { topThree: StandingsRow[]; cricket: boolean }) {
  return (
    <Panel id="recent-form" title="Recent Form">
      {topThree.length === 0 ? (
        <Text color="fg.muted">Form appears once matches have been played.</Text>
      ) : (
        <Stack gap="3">
          {topThree.map((row) => (
            <HStack key={row.teamId} justify="space-between" gap="3" wrap="wrap" data-testid="form-row">
              <Text fontWeight="medium">{row.teamName}</Text>
              <FormChips form={row.form} />
            </HStack>
          ))}
          <Text fontSize="xs" color="fg.muted" data-testid="form-legend">
            Last five results, oldest first: W win, {cricket ? 'T tie (level scores), NR no result' : 'D draw'}, L loss.
          </Text>
        </Stack>
      )}
    </Panel>
  );
}

/** The first three by position, each with their points. */
export function TopThreePanel({ topThree }: { topThree: StandingsRow[] }) {
  return (
    <Panel id="top-three" title="Top 3 Teams">
      {topThree.length === 0 ? (
        <Text color="fg.muted">No matches played yet.</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" css={{ '& .standings__position': POSITION_MARK }}>
          {topThree.map((row) => (
            <HStack as="li" key={row.teamId} gap="3">
              <PositionMark position={row.position} />
              <Text fontWeight="medium" flex="1">
                {row.teamName}
              </Text>
              <Text fontWeight="bold">{row.points} pts</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** The format, the size and the prize pool. */
export function TournamentInfoPanel({ tournament, teamsPlaying }: { tournament: Tournament; teamsPlaying: number }) {
  return (
    <Panel id="tournament-info" title="Tournament Info">
      <Stack as="dl" gap="2" fontSize="sm">
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            Format
          </Text>
          <Text as="dd" textTransform="capitalize">
            {humanize(tournament.tournamentType)}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            Max teams
          </Text>
          <Text as="dd">{tournament.maxTeams ?? 'No limit'}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            Teams playing
          </Text>
          <Text as="dd" data-testid="teams-playing">
            {teamsPlaying}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            Prize pool
          </Text>
          <Text as="dd">{formatMoney(tournament.prizePool)}</Text>
        </HStack>
      </Stack>
    </Panel>
  );
}

/** The columns' abbreviations, the medals' colours and the rules that rank the table. */
export function LegendPanel({ tournament, cricket }: { tournament: Tournament; cricket: boolean }) {
  return (
    <Panel id="legend" title="Legend">
      <Stack as="dl" gap="1" fontSize="sm">
        {[
          ['MP', 'Matches played'],
          ['W', 'Won'],
          ...(cricket
            ? [
                ['T', 'Tied (level scores)'],
                ['NR', 'No result'],
              ]
            : [['D', 'Drawn']]),
          ['L', 'Lost'],
          ['Pts', 'Points'],
          cricket ? ['RR', 'Net run rate'] : ['GD', 'Goal difference'],
        ].map(([term, meaning]) => (
          <HStack key={term} gap="2">
            <Text as="dt" fontWeight="bold" minW="8">
              {term}
            </Text>
            <Text as="dd">{meaning}</Text>
          </HStack>
        ))}
        {Object.entries(MEDALS).map(([position, medal]) => (
          <HStack key={position} gap="2">
            <Box as="dt" minW="8">
              <Box w="4" h="4" borderRadius="full" style={{ background: medal.bg }} aria-hidden />
            </Box>
            <Text as="dd" textTransform="capitalize">
              {medal.name}: position {position}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Text pt="2" fontSize="sm" data-testid="ranking-rules">
        Ranked by {tournament.tieBreakers.map((rule) => RULE_NAMES[rule]).join(', then ')}.
      </Text>
    </Panel>
  );
}

/** Links on from the standings, and sharing them. */
export function QuickActionsPanel({ tournament, bracket }: { tournament: Tournament; bracket: boolean }) {
  return (
    <Panel id="quick-actions" title="Quick Actions">
      <Stack gap="2">
        <Button asChild colorPalette="sea" size="sm">
          <RouterLink to={`/tournament/${tournament.id}`}>View Tournament</RouterLink>
        </Button>
        {bracket ? (
          <Button asChild variant="outline" colorPalette="sea" size="sm">
            <RouterLink to={`/tournament/${tournament.id}/bracket`}>View Bracket</RouterLink>
          </Button>
        ) : null}
        <ShareButton title={`${tournament.name} standings`} />
        <Button asChild variant="outline" colorPalette="sea" size="sm">
          <RouterLink to="/browse">Browse Tournaments</RouterLink>
        </Button>
      </Stack>
    </Panel>
  );
}
