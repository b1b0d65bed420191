import { Box, Button, Flex, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { memo, useId, useState, type ReactNode } from 'react';
import type { MatchCentreCricketQuery } from '../../../gql/graphql';
import { cricketTotal, scorecardTotal } from '../../../../../shared/cricket-total';
import { ManhattanChart, WormChart } from './charts';
import { InningsNotes } from './CricketSheet';
import type { SiteFormat } from '../../../i18n/format';
import { useFormat } from '../../../i18n/format';
import { useT, type Translate } from '../../../i18n/use-t';

export type CricketInnings = MatchCentreCricketQuery['match']['innings'][number];

const CHIP_STYLES: Record<string, { bg: string; color: string }> = {
  W: { bg: 'red.600', color: 'white' },
  '4': { bg: 'sea.600', color: 'white' },
  '6': { bg: 'sunset.600', color: 'white' },
  '0': { bg: 'surface.subtle', color: 'ink' },
};

/** One ball of the over: "1", "4", "W", "wd", "nb"... (dot balls read "0" to a screen reader as "dot"). */
export function BallChip({ chip }: { chip: string }) {
  const t = useT();
  const style = chip.endsWith('W') ? CHIP_STYLES.W : (CHIP_STYLES[chip] ?? { bg: 'surface', color: 'ink' });
  return (
    <Flex
      as="li"
      listStyleType="none"
      align="center"
      justify="center"
      minW="8"
      h="8"
      px="1.5"
      borderRadius="full"
      borderWidth="1px"
      borderColor="sea.emphasized"
      bg={style.bg}
      color={style.color}
      fontWeight="bold"
      fontSize="sm"
      role="img"
      aria-label={chip === '0' ? t('matches.cricket.dotBall') : chip}
      data-testid="ball-chip"
    >
      {chip === '0' ? '•' : chip}
    </Flex>
  );
}

/** A rate to two places, with the language's decimal mark; a dash when there is none. */
const twoPlaces = (format: SiteFormat, value: number | null | undefined) =>
  value == null
    ? '–'
    : format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

const rate = (format: SiteFormat, runs: number, balls: number, ballsPerOver: number) =>
  balls === 0 ? '–' : twoPlaces(format, (runs * ballsPerOver) / balls);

/** The live strip of a cricket match: the chase, who is in, who is bowling, this over. */
export function CricketLiveHeader({ innings, ballsPerOver }: { innings: CricketInnings; ballsPerOver: number }) {
  const t = useT();
  const format = useFormat();
  const runRate = rate(format, innings.runs, innings.legalBalls, ballsPerOver);
  const chase = innings.runsNeeded !== null && innings.ballsLeft !== null;
  return (
    <Stack
      as="section"
      aria-label={t('matches.cricket.liveLabel')}
      gap="3"
      bg="sea.subtle"
      borderWidth="1px"
      borderColor="sea.emphasized"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
      data-testid="live-header"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="bold" color="ink" data-testid="live-innings-score">
          {innings.battingTeam.name} {cricketTotal(innings.runs, innings.wickets, innings.allOut)}{' '}
          <Text as="span" fontWeight="normal" color="ink">
            {t('matches.cricket.oversShort', { overs: innings.overs })}
          </Text>
        </Text>
        <Text fontSize="sm" color="ink">
          {chase && innings.requiredRunRate !== null
            ? t('matches.cricket.runRateRequired', {
                rate: runRate,
                required: twoPlaces(format, innings.requiredRunRate),
              })
            : t('matches.cricket.runRate', { rate: runRate })}
        </Text>
      </HStack>
      {chase ? (
        <Text fontWeight="semibold" color="sunset.fg" data-testid="need-line" aria-live="polite">
          {t('matches.cricket.needLine', {
            target: innings.target,
            runs: innings.runsNeeded,
            balls: innings.ballsLeft,
          })}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" fontSize="sm">
        <Stack gap="1" data-testid="current-batters">
          {[innings.striker, innings.nonStriker].map((batter, index) =>
            batter ? (
              <HStack key={index} justify="space-between" data-testid="current-batter">
                <Text fontWeight={index === 0 ? 'bold' : 'medium'} color="ink">
                  {batter.player.name}
                  {index === 0 ? (
                    <Text as="span" role="img" aria-label={t('matches.cricket.onStrike')}>
                      {' '}
                      *
                    </Text>
                  ) : null}
                </Text>
                <Text fontVariantNumeric="tabular-nums" color="ink">
                  {batter.runs} ({batter.balls})
                </Text>
              </HStack>
            ) : null,
          )}
        </Stack>
        {innings.currentBowler ? (
          <HStack justify="space-between" align="start" data-testid="current-bowler">
            <Text fontWeight="medium" color="ink">
              {innings.currentBowler.player.name}
            </Text>
            <Text fontVariantNumeric="tabular-nums" color="ink">
              {innings.currentBowler.overs}-{innings.currentBowler.maidens}-{innings.currentBowler.runs}-
              {innings.currentBowler.wickets}
            </Text>
          </HStack>
        ) : null}
      </SimpleGrid>
      {innings.thisOver ? (
        <HStack gap="2" wrap="wrap" align="center">
          <Text fontSize="sm" color="ink" id="this-over-label">
            {t('matches.cricket.thisOver', { over: innings.thisOver.over })}
          </Text>
          <HStack as="ul" gap="1.5" wrap="wrap" m="0" p="0" aria-labelledby="this-over-label" data-testid="this-over">
            {innings.thisOver.balls.map((chip, index) => (
              <BallChip key={index} chip={chip} />
            ))}
          </HStack>
        </HStack>
      ) : null}
    </Stack>
  );
}

function inningsTitle(innings: CricketInnings, t: Translate): string {
  const team = innings.battingTeam.name;
  return innings.superOver
    ? t('matches.cricket.superOverTitle', { team })
    : t('matches.cricket.inningsTitle', { team });
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * Whether an innings changed as the card shows it. Each live push brings every innings as new objects;
 * the closed ones are unchanged and need not be drawn again (tables are most of a phone's work).
 */
const sameInnings = (a: { innings: CricketInnings }, b: { innings: CricketInnings }) =>
  a.innings.number === b.innings.number &&
  a.innings.commentary.length === b.innings.commentary.length &&
  a.innings.runs === b.innings.runs &&
  a.innings.wickets === b.innings.wickets &&
  a.innings.closed === b.innings.closed &&
  a.innings.yetToBat.length === b.innings.yetToBat.length &&
  a.innings.powerplays.length === b.innings.powerplays.length &&
  a.innings.reviews.length === b.innings.reviews.length &&
  a.innings.replacements.length === b.innings.replacements.length &&
  a.innings.battingTeam.name === b.innings.battingTeam.name;

/**
 * The full card of one innings: batting, extras, total, yet to bat, powerplays, reviews, replacements, fall of
 * wickets, bowling, partnerships.
 */
const InningsCard = memo(function InningsCard({ innings }: { innings: CricketInnings }) {
  const t = useT();
  const format = useFormat();
  const title = inningsTitle(innings, t);
  const headingId = `innings-${innings.number}-heading`;
  const { extras } = innings;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" data-testid={`innings-${innings.number}`}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id={headingId} color="ink">
          {title}
        </Heading>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="innings-total">
          {scorecardTotal(innings.runs, innings.wickets, innings.allOut, innings.overs)}
        </Text>
      </HStack>
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="batting-table">
          <Table.Caption srOnly>{t('matches.cricket.battingCaption', { innings: title })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('matches.cricket.batter')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.runsShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.ballsShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.fours')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.sixes')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.strikeRateShort')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {innings.batting.map((entry) => (
              <Table.Row key={entry.player.name} data-testid="batting-row">
                <Table.Cell>
                  <Text fontWeight="medium">{entry.player.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {entry.dismissal?.text ?? t('matches.cricket.notOut')}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold">
                  {entry.runs}
                </Table.Cell>
                <Table.Cell textAlign="end">{entry.balls}</Table.Cell>
                <Table.Cell textAlign="end">{entry.fours}</Table.Cell>
                <Table.Cell textAlign="end">{entry.sixes}</Table.Cell>
                <Table.Cell textAlign="end">{twoPlaces(format, entry.strikeRate)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" data-testid="extras">
        {t.rich(extras.penalty ? 'matches.cricket.extrasPenalty' : 'matches.cricket.extras', {
          b: bold,
          total: extras.total,
          byes: extras.byes,
          legByes: extras.legByes,
          wides: extras.wides,
          noBalls: extras.noBalls,
          penalty: extras.penalty,
        })}
      </Text>
      {innings.yetToBat.length > 0 ? (
        <Text fontSize="sm" data-testid="yet-to-bat">
          {t.rich(innings.closed ? 'matches.cricket.didNotBat' : 'matches.cricket.yetToBat', {
            b: bold,
            players: innings.yetToBat.map((player) => player.name).join(', '),
          })}
        </Text>
      ) : null}
      <InningsNotes innings={innings} />
      {innings.fallOfWickets.length > 0 ? (
        <Text fontSize="sm" data-testid="fall-of-wickets">
          {t.rich('matches.cricket.fallOfWickets', {
            b: bold,
            wickets: innings.fallOfWickets.map((entry) => entry.text).join(', '),
          })}
        </Text>
      ) : null}
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="bowling-table">
          <Table.Caption srOnly>
            {t('matches.cricket.bowlingCaption', { team: innings.battingTeam.name })}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('matches.cricket.bowler')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.oversAbbr')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.maidensShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.runsShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.wicketsShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.economyShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.widesShort')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('matches.cricket.noBallsShort')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {innings.bowling.map((entry) => (
              <Table.Row key={entry.player.name} data-testid="bowling-row">
                <Table.Cell fontWeight="medium">{entry.player.name}</Table.Cell>
                <Table.Cell textAlign="end">{entry.overs}</Table.Cell>
                <Table.Cell textAlign="end">{entry.maidens}</Table.Cell>
                <Table.Cell textAlign="end">{entry.runs}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold">
                  {entry.wickets}
                </Table.Cell>
                <Table.Cell textAlign="end">{twoPlaces(format, entry.economy)}</Table.Cell>
                <Table.Cell textAlign="end">{entry.wides}</Table.Cell>
                <Table.Cell textAlign="end">{entry.noBalls}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {innings.partnerships.length > 0 ? (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="partnerships-table">
            <Table.Caption srOnly>{t('matches.cricket.partnershipsCaption', { innings: title })}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('matches.cricket.wicketShort')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('matches.cricket.partnership')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('matches.cricket.runsBalls')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {innings.partnerships.map((entry, index) => (
                <Table.Row key={index} data-testid="partnership-row">
                  <Table.Cell>{entry.wicket}</Table.Cell>
                  <Table.Cell>{entry.batters.map((player) => player.name).join(' & ')}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {entry.runs}
                    {entry.unbroken && !innings.closed ? '*' : ''} ({entry.legalBalls})
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
    </Stack>
  );
}, sameInnings);

/** What the tabs say with no ball recorded: the match has not started, or its result came in whole. */
export type NoBalls = { empty: string };

export function CricketScorecard({ innings, empty }: { innings: CricketInnings[] } & NoBalls) {
  if (innings.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack gap="8" data-testid="scorecard">
      {innings.map((entry) => (
        <InningsCard key={entry.number} innings={entry} />
      ))}
    </Stack>
  );
}

type Line = CricketInnings['commentary'][number];

const CommentaryLine = memo(
  function CommentaryLine({ line, title }: { line: Line; title: string | null }) {
    return (
      <Box as="li" listStyleType="none">
        {title ? (
          <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="sea.fg" mt="3" mb="1">
            {title}
          </Text>
        ) : null}
        <HStack gap="3" py="2" borderBottomWidth="1px" borderColor="line" align="start" data-testid="commentary-line">
          <Box as="ul" m="0" p="0" flexShrink={0}>
            <BallChip chip={line.chip} />
          </Box>
          <Text fontWeight={line.wicket || line.chip === '4' || line.chip === '6' ? 'semibold' : 'normal'}>
            {line.text}
          </Text>
        </HStack>
      </Box>
    );
  },
  (a, b) => a.title === b.title && a.line.text === b.line.text && a.line.chip === b.line.chip,
);

/** The latest balls first shown; the rest one tap away (a whole T20 is some 250 lines). */
const FIRST_LINES = 60;

/**
 * Ball by ball, newest first, every innings. Every line is rendered, those past the first ones in a part kept
 * `hidden` until "show all": a visitor's page without the app reveals it by the button's `data-action` and
 * `aria-controls` (web/src/visitor/tabs.ts), and keeps it revealed through a fresh rendering by `data-show-all`.
 */
export function CricketCommentary({ innings, empty }: { innings: CricketInnings[] } & NoBalls) {
  const t = useT();
  const rest = useId();
  const [all, setAll] = useState(false);
  const lines = innings.flatMap((entry) =>
    entry.commentary.map((line, index) => ({ line, key: `${entry.number}-${index}`, innings: entry })),
  );
  if (lines.length === 0) return <Text color="fg.muted">{empty}</Text>;
  lines.reverse();
  // An innings' title heads its first line, in whichever part that falls.
  const items = lines.map(({ line, key, innings: of }, index) => (
    <CommentaryLine
      key={key}
      line={line}
      title={index === 0 || lines[index - 1].innings.number !== of.number ? inningsTitle(of, t) : null}
    />
  ));
  const more = items.length > FIRST_LINES;
  return (
    <Stack gap="3">
      <Box>
        <Stack as="ol" gap="0" m="0" p="0" aria-label={t('matches.cricket.ballByBall')} data-testid="commentary">
          {items.slice(0, FIRST_LINES)}
        </Stack>
        {more ? (
          // The same list carried on.
          <Stack as="ol" gap="0" m="0" p="0" id={rest} hidden={!all} data-show-all="">
            {items.slice(FIRST_LINES)}
          </Stack>
        ) : null}
      </Box>
      {more && !all ? (
        <Button
          variant="outline"
          colorPalette="sea"
          size="sm"
          alignSelf="start"
          aria-controls={rest}
          data-action="show-all"
          onClick={() => setAll(true)}
        >
          {t('matches.cricket.showAll', { count: lines.length })}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Worm and manhattan of the main innings (super overs left out: they would dwarf nothing). */
export function CricketCharts({
  innings,
  maxOvers,
  empty,
}: { innings: CricketInnings[]; maxOvers: number } & Partial<NoBalls>) {
  const t = useT();
  const main = innings
    .filter((entry) => !entry.superOver)
    .map((entry) => ({ label: entry.battingTeam.name, overs: entry.runsPerOver }));
  if (main.length === 0) return <Text color="fg.muted">{empty ?? t('matches.cricket.chartsEmpty')}</Text>;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h3" size="sm" color="ink">
          {t('matches.cricket.worm')}
        </Heading>
        <WormChart innings={main} maxOvers={maxOvers} />
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm" color="ink">
          {t('matches.cricket.manhattan')}
        </Heading>
        <ManhattanChart innings={main} maxOvers={maxOvers} />
      </Stack>
    </Stack>
  );
}
