import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '../../components/Panel';
import { ShareButton } from '../../components/ShareButton';
import type { FormResult, StandingsPageQuery, TieBreaker, TournamentType } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../lib/format';
import { MEDALS, POSITION_MARK, PositionMark } from './PositionMark';
import type { StandingsRow } from './StandingsTable';

type Tournament = StandingsPageQuery['publicTournament'];

/** A ranking rule as a fan reads it. */
const RULE_NAMES: Record<TieBreaker, MessageId> = {
  POINTS: 'standings.rule.points',
  WINS: 'standings.rule.wins',
  GOAL_DIFFERENCE: 'standings.rule.goalDifference',
  GOALS_FOR: 'standings.rule.goalsFor',
  AWAY_GOALS_FOR: 'standings.rule.awayGoalsFor',
  HEAD_TO_HEAD_POINTS: 'standings.rule.headToHeadPoints',
  HEAD_TO_HEAD_GOAL_DIFFERENCE: 'standings.rule.headToHeadGoalDifference',
  HEAD_TO_HEAD_GOALS_FOR: 'standings.rule.headToHeadGoalsFor',
  NET_RUN_RATE: 'standings.rule.netRunRate',
  FAIR_PLAY: 'standings.rule.fairPlay',
  DRAWING_OF_LOTS: 'standings.rule.drawingOfLots',
};

/** The tournament's format as the info panel names it. */
const TYPE_NAMES: Record<TournamentType, MessageId> = {
  knockout: 'standings.info.type.knockout',
  league: 'standings.info.type.league',
  round_robin: 'standings.info.type.roundRobin',
};

/** A form letter's colour, the letter as the language writes it, and its word for the chip's title and a screen reader. */
const FORM_STYLE: Record<FormResult, { palette: string; letter: MessageId; label: MessageId }> = {
  W: { palette: 'green', letter: 'standings.form.letter.win', label: 'standings.form.win' },
  D: { palette: 'gray', letter: 'standings.form.letter.draw', label: 'standings.form.draw' },
  T: { palette: 'purple', letter: 'standings.form.letter.tie', label: 'standings.form.tie' },
  L: { palette: 'red', letter: 'standings.form.letter.loss', label: 'standings.form.loss' },
  NR: { palette: 'yellow', letter: 'standings.form.letter.noResult', label: 'standings.form.noResult' },
};

function FormChips({ form }: { form: FormResult[] }) {
  const t = useT();
  if (form.length === 0) return <Text color="fg.muted">{t('standings.form.none')}</Text>;
  return (
    <HStack
      gap="1"
      role="img"
      aria-label={t('standings.form.summary', {
        count: form.length,
        results: form.map((f) => t(FORM_STYLE[f].label)).join(', '),
      })}
    >
      {form.map((result, index) => (
        <Badge
          key={index}
          colorPalette={FORM_STYLE[result].palette}
          variant="solid"
          minW="7"
          justifyContent="center"
          title={t(FORM_STYLE[result].label)}
          aria-hidden
        >
          {t(FORM_STYLE[result].letter)}
        </Badge>
      ))}
    </HStack>
  );
}

/** The top three's last five results, with the letters explained. */
export function RecentFormPanel({ topThree, cricket }: { topThree: StandingsRow[]; cricket: boolean }) {
  const t = useT();
  return (
    <Panel id="recent-form" title={t('standings.recentForm.title')}>
      {topThree.length === 0 ? (
        <Text color="fg.muted">{t('standings.recentForm.empty')}</Text>
      ) : (
        <Stack gap="3">
          {topThree.map((row) => (
            <HStack key={row.teamId} justify="space-between" gap="3" wrap="wrap" data-testid="form-row">
              <Text fontWeight="medium">{row.teamName}</Text>
              <FormChips form={row.form} />
            </HStack>
          ))}
          <Text fontSize="xs" color="fg.muted" data-testid="form-legend">
            {t(cricket ? 'standings.recentForm.legend.cricket' : 'standings.recentForm.legend.football')}
          </Text>
        </Stack>
      )}
    </Panel>
  );
}

/** The first three by position, each with their points. */
export function TopThreePanel({ topThree }: { topThree: StandingsRow[] }) {
  const t = useT();
  return (
    <Panel id="top-three" title={t('standings.topThree.title')}>
      {topThree.length === 0 ? (
        <Text color="fg.muted">{t('standings.topThree.empty')}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" css={{ '& .standings__position': POSITION_MARK }}>
          {topThree.map((row) => (
            <HStack as="li" key={row.teamId} gap="3">
              <PositionMark position={row.position} />
              <Text fontWeight="medium" flex="1">
                {row.teamName}
              </Text>
              <Text fontWeight="bold">{t('standings.topThree.points', { points: row.points })}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** The format, the size and the prize pool. */
export function TournamentInfoPanel({ tournament, teamsPlaying }: { tournament: Tournament; teamsPlaying: number }) {
  const t = useT();
  return (
    <Panel id="tournament-info" title={t('standings.info.title')}>
      <Stack as="dl" gap="2" fontSize="sm">
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            {t('standings.info.format')}
          </Text>
          <Text as="dd" textTransform="capitalize">
            {t(TYPE_NAMES[tournament.tournamentType])}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            {t('standings.info.maxTeams')}
          </Text>
          <Text as="dd">{tournament.maxTeams ?? t('standings.info.noLimit')}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            {t('standings.info.teamsPlaying')}
          </Text>
          <Text as="dd" data-testid="teams-playing">
            {teamsPlaying}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text as="dt" color="fg.muted">
            {t('standings.info.prizePool')}
          </Text>
          <Text as="dd">{formatMoney(tournament.prizePool)}</Text>
        </HStack>
      </Stack>
    </Panel>
  );
}

/** The columns' abbreviations, the medals' colours and the rules that rank the table. */
export function LegendPanel({ tournament, cricket }: { tournament: Tournament; cricket: boolean }) {
  const t = useT();
  // [column, abbreviation, meaning]: keyed by the column, as two abbreviations can share a letter (Dutch G).
  const terms: [string, MessageId, MessageId][] = [
    ['MP', 'standings.column.played.abbr', 'standings.column.played'],
    ['W', 'standings.column.won.abbr', 'standings.column.won'],
    ...(cricket
      ? ([
          ['T', 'standings.column.tied.abbr', 'standings.legend.tied'],
          ['NR', 'standings.column.noResult.abbr', 'standings.column.noResult'],
        ] as [string, MessageId, MessageId][])
      : ([['D', 'standings.column.drawn.abbr', 'standings.column.drawn']] as [string, MessageId, MessageId][])),
    ['L', 'standings.column.lost.abbr', 'standings.column.lost'],
    ['Pts', 'standings.column.points.abbr', 'standings.column.points'],
    cricket
      ? ['RR', 'standings.column.runRate.abbr', 'standings.column.runRate']
      : ['GD', 'standings.column.goalDifference.abbr', 'standings.column.goalDifference'],
  ];
  // "a, then b, then c", each step a whole message: the word for "then" and its place are the language's.
  const rules = tournament.tieBreakers.reduce<string>((earlier, rule) => {
    const name = t(RULE_NAMES[rule]);
    return earlier ? t('standings.rules.then', { rules: earlier, rule: name }) : name;
  }, '');
  return (
    <Panel id="legend" title={t('standings.legend.title')}>
      <Stack as="dl" gap="1" fontSize="sm">
        {terms.map(([column, term, meaning]) => (
          <HStack key={column} gap="2">
            <Text as="dt" fontWeight="bold" minW="8">
              {t(term)}
            </Text>
            <Text as="dd">{t(meaning)}</Text>
          </HStack>
        ))}
        {Object.entries(MEDALS).map(([position, medal]) => (
          <HStack key={position} gap="2">
            <Box as="dt" minW="8">
              <Box w="4" h="4" borderRadius="full" style={{ background: medal.bg }} aria-hidden />
            </Box>
            <Text as="dd" textTransform="capitalize">
              {t(medal.legend, { position })}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Text pt="2" fontSize="sm" data-testid="ranking-rules">
        {t('standings.rules.rankedBy', { rules })}
      </Text>
    </Panel>
  );
}

/** Links on from the standings, and sharing them. */
export function QuickActionsPanel({ tournament, bracket }: { tournament: Tournament; bracket: boolean }) {
  const t = useT();
  return (
    <Panel id="quick-actions" title={t('standings.actions.title')}>
      <Stack gap="2">
        <Button asChild colorPalette="sea" size="sm">
          <RouterLink to={`/tournament/${tournament.id}`}>{t('standings.actions.tournament')}</RouterLink>
        </Button>
        {bracket ? (
          <Button asChild variant="outline" colorPalette="sea" size="sm">
            <RouterLink to={`/tournament/${tournament.id}/bracket`}>{t('standings.actions.bracket')}</RouterLink>
          </Button>
        ) : null}
        <ShareButton title={t('standings.subject', { tournament: tournament.name })} />
        <Button asChild variant="outline" colorPalette="sea" size="sm">
          <RouterLink to="/browse">{t('standings.actions.browse')}</RouterLink>
        </Button>
      </Stack>
    </Panel>
  );
}
